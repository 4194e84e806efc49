import type { Reference } from './dated-parameter.ts';

/**
 * The sources the law's records cite, each written once. Code sections link to the Legal
 * Information Institute's copy of Title 26; public laws to their enrolled text on congress.gov.
 */
const code = (section: string, anchor: string, title: string): Reference => ({
  title: `IRC section ${section}: ${title}`,
  href: `https://www.law.cornell.edu/uscode/text/26/${anchor}`,
});
const publicLaw = (congress: number, number: number, title: string): Reference => ({
  title: `Public Law ${congress}-${number}, ${title}`,
  href: `https://www.congress.gov/${congress}/plaws/publ${number}/PLAW-${congress}publ${number}.pdf`,
});
/** An IRS revenue procedure, linked to its copy in the IRS's drop folder ("2024-40" is rp-24-40.pdf). */
const revProc = (number: string, title: string): Reference => ({
  title: `Rev. Proc. ${number}, ${title}`,
  href: `https://www.irs.gov/pub/irs-drop/rp-${number.slice(2)}.pdf`,
});

export const REFERENCES = {
  pathActBonus: publicLaw(114, 113, 'the PATH Act of 2015, division Q, section 143: bonus depreciation of 50% for property placed in service in 2015 to 2017'),
  pathActPhaseDown: code(
    '168(k)(8)',
    '168',
    'property acquired before September 28, 2017 keeps the PATH Act phase-down: 40% placed in service in 2018, 30% in 2019 (added by Public Law 115-97, section 13201)',
  ),
  originalUse: code(
    '168(k)(2)(A)(ii)',
    '168',
    'before Public Law 115-97, bonus depreciation only for property whose original use begins with the taxpayer: not a building bought used, nor the parts of it a study finds',
  ),
  usedPropertyBonus: publicLaw(
    115,
    97,
    'section 13201(c) (Tax Cuts and Jobs Act): used property bought from an unrelated person, not used by the buyer before, qualifies when acquired after September 27, 2017 (IRC 168(k)(2)(E)(ii))',
  ),
  pathActEnd: code('168(k)(8)', '168', 'no bonus for property acquired before September 28, 2017 and placed in service after 2019'),
  tcjaBonus: publicLaw(115, 97, 'section 13201 (Tax Cuts and Jobs Act): 100% for property acquired and placed in service after September 27, 2017'),
  tcjaPhaseDown2023: code('168(k)(6)(A)(ii)', '168', '80% for property placed in service in 2023'),
  tcjaPhaseDown2024: code('168(k)(6)(A)(iii)', '168', '60% for property placed in service in 2024'),
  tcjaPhaseDown2025: code('168(k)(6)(A)(iv)', '168', '40% for property placed in service in 2025'),
  tcjaPhaseDown2026: code('168(k)(6)(A)(v)', '168', '20% for property placed in service in 2026'),
  tcjaEnd: code('168(k)(2)(A)(iii)', '168', 'as amended by the Tax Cuts and Jobs Act, no bonus for such property placed in service after 2026'),
  permanentBonus: publicLaw(119, 21, 'section 70301: 100% bonus depreciation, made permanent, for property acquired after January 19, 2025'),
  acquiredAfter2007: publicLaw(110, 185, 'the Economic Stimulus Act of 2008, section 103: bonus depreciation for property acquired after 2007'),
  topRate2013: publicLaw(112, 240, 'the American Taxpayer Relief Act of 2012, section 101: a top income-tax rate of 39.6% (IRC 1(i)(3))'),
  topRate2018: publicLaw(115, 97, 'section 11001 (Tax Cuts and Jobs Act): a top income-tax rate of 37% for 2018 to 2025 (IRC 1(j)(2))'),
  topRate2026: publicLaw(119, 21, 'section 70101: the 37% top income-tax rate made permanent (IRC 1(j))'),
  netInvestmentIncomeTax: code(
    '1411(a)(1)',
    '1411',
    'net investment income tax of 3.8%, on rental income and gains of individuals above the threshold (Public Law 111-152, section 1402)',
  ),
  netInvestmentIncomeTaxThreshold: code(
    '1411(b)',
    '1411',
    'the threshold amount of modified adjusted gross income: $250,000 for a joint return or a surviving spouse, $125,000 married filing separately, $200,000 in any other case; not indexed for inflation',
  ),
  marriedFilingSeparately: code(
    '469(i)(5)(B)',
    '469',
    'a married individual filing a separate return who lived with the spouse at any time in the year gets no special allowance',
  ),
  specialAllowance: code(
    '469(i)(2)',
    '469',
    '$25,000 of rental real estate losses allowed each year to an owner who actively participates (IRS Publication 925)',
  ),
  phaseOutStart: code('469(i)(3)(A)', '469', 'the $25,000 is reduced by 50% of modified adjusted gross income over $100,000 (IRS Publication 925)'),
  unrecaptured1250: code(
    '1(h)(1)(E)',
    '1',
    'unrecaptured section 1250 gain taxed at no more than 25% (Taxpayer Relief Act of 1997, Public Law 105-34, section 311)',
  ),
  ordinaryBrackets2015: revProc(
    '2014-61',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(a) to (d), of 10, 15, 25, 28, 33, 35 and 39.6 percent (1(i)), for taxable years beginning in 2015 (read from secondary sources: PSLmodels Tax-Calculator, policy_current_law.json, II_brk1 to II_brk6, and compared value by value with the 2015 Tax Rate Schedules X, Y-1, Y-2 and Z of the Form 1040 instructions as reprinted by tax publishers (Liberty Tax, fairmark.com, Bradford Tax Institute): every threshold agrees, and every 'plus' amount the schedules print is the tax these brackets give at that threshold; PolicyEngine-US records no brackets before 2018; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2016: revProc(
    '2015-53',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(a) to (d), of 10, 15, 25, 28, 33, 35 and 39.6 percent (1(i)), for taxable years beginning in 2016 (read from secondary sources: PSLmodels Tax-Calculator, policy_current_law.json, II_brk1 to II_brk6, and compared value by value with the 2016 Tax Rate Schedules X, Y-1, Y-2 and Z of the Form 1040 instructions as reprinted by the IRS's TaxMap and tax publishers (Liberty Tax, sfstaxacct.com): every threshold agrees, and every 'plus' amount the schedules print is the tax these brackets give at that threshold; PolicyEngine-US records no brackets before 2018; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2017: revProc(
    '2016-55',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(a) to (d), of 10, 15, 25, 28, 33, 35 and 39.6 percent (1(i)), for taxable years beginning in 2017 (read from secondary sources: PSLmodels Tax-Calculator, policy_current_law.json, II_brk1 to II_brk6, and compared value by value with the 2017 Tax Rate Schedules X, Y-1, Y-2 and Z of the Form 1040 instructions as reprinted by tax publishers (Liberty Tax, fairmark.com, taxman.cc): every threshold agrees, and every 'plus' amount the schedules print is the tax these brackets give at that threshold; PolicyEngine-US records no brackets before 2018; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2018: code(
    '1(j)(2)(A) to (D)',
    '1',
    'the rate tables for taxable years beginning in 2018, as enacted by Public Law 115-97, section 11001 (Rev. Proc. 2018-18, section 3.01, reprints them)',
  ),
  ordinaryBrackets2019: revProc(
    '2018-57',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2019 (read from secondary sources: PolicyEngine-US, gov/irs/income/bracket.yaml, and PSLmodels Tax-Calculator, policy_current_law.json, which agree; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2020: revProc(
    '2019-44',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2020 (read from secondary sources: PolicyEngine-US, gov/irs/income/bracket.yaml, and PSLmodels Tax-Calculator, policy_current_law.json, which agree; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2021: revProc(
    '2020-45',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2021 (read from secondary sources: PolicyEngine-US, gov/irs/income/bracket.yaml, and PSLmodels Tax-Calculator, policy_current_law.json, which agree; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2022: revProc(
    '2021-45',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2022 (read from secondary sources: PSLmodels Tax-Calculator and PolicyEngine-US, which agree but for the single 37% threshold: $539,900, as Tax-Calculator, the head of household table of both and the IRS's announcement have it, where PolicyEngine has $539,000; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2023: revProc(
    '2022-38',
    "section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2023 (read from secondary sources: PolicyEngine-US and PSLmodels Tax-Calculator, which agree but for the married-filing-separately 37% threshold: $346,875, half the joint $693,750 as every year's is, as PolicyEngine has it, where Tax-Calculator repeats the single $578,125; the procedure's own text was not in the reference corpus)",
  ),
  ordinaryBrackets2024: revProc(
    '2023-34',
    'section 3.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2024 (read from verbatim transcriptions of the procedure; its own text was not in the reference corpus)',
  ),
  ordinaryBrackets2025: revProc(
    '2024-40',
    'section 2.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2025 (read from verbatim transcriptions of the procedure; its own text was not in the reference corpus)',
  ),
  ordinaryBrackets2026: revProc(
    '2025-32',
    'section 4.01, Tables 1 to 4: the tax rate tables of IRC 1(j)(2)(A) to (D) for taxable years beginning in 2026, the rates made permanent by Public Law 119-21, section 70101',
  ),
  taxTable: {
    title:
      'IRS, Instructions for Form 1040 (2025), line 16 and the 2025 Tax Table: "If your taxable income is less than $100,000, you must use the Tax Table"; rows of $5 and $10 at the bottom (0 to 5, 5 to 15, 15 to 25), $25 to $3,000 and $50 to $100,000, each row the tax on its midpoint at the rate schedule, to the nearest dollar (the same bands in every year\'s instructions since 2018); the Schedule D Tax Worksheet, lines 44 and 46, uses the table under $100,000 too. The 2015 to 2017 instructions (line 44: the Tax Table under $100,000, the Tax Computation Worksheet "at least $100,000") print the same rows, as reprinted: 0 to 5, 5 to 15, 15 to 25, then $25 rows (to 2,175 to 2,200 in 2015), and $50 rows (7,100 to 7,150 in 2017; 9,000 to 9,050 in 2015 and 2016; 25,200 to 25,400 in each year\'s sample), every amount read the tax on its row\'s midpoint',
    href: 'https://www.irs.gov/instructions/i1040gi',
  },
  standardDeduction2015: revProc(
    '2014-61',
    'the basic standard deduction of IRC 63(c)(2) for 2015, $6,300 ($12,600 joint, $9,250 head of household, $6,300 married filing separately)',
  ),
  standardDeduction2016: revProc(
    '2015-53',
    'the basic standard deduction of IRC 63(c)(2) for 2016, $6,300 ($12,600 joint, $9,300 head of household, $6,300 married filing separately)',
  ),
  standardDeduction2017: revProc(
    '2016-55',
    'the basic standard deduction of IRC 63(c)(2) for 2017, $6,350 ($12,700 joint, $9,350 head of household, $6,350 married filing separately)',
  ),
  personalExemption2015: revProc('2014-61', 'the personal exemption amount of IRC 151(d) for 2015, $4,000'),
  personalExemption2016: revProc('2015-53', 'the personal exemption amount of IRC 151(d) for 2016, $4,050'),
  personalExemption2017: revProc('2016-55', 'the personal exemption amount of IRC 151(d) for 2017, $4,050'),
  personalExemptionSuspended: code(
    '151(d)(5)(A)',
    '151',
    'for taxable years beginning after December 31, 2017, the exemption amount is zero (Public Law 115-97, section 11041; made permanent by Public Law 119-21)',
  ),
  standardDeduction2018: code(
    '63(c)(7)(A)',
    '63',
    'for taxable years beginning after 2017 the basic standard deduction is $12,000 ($24,000 joint, $18,000 head of household; half the joint amount married filing separately), as enacted by Public Law 115-97, section 11021',
  ),
  standardDeduction2019: revProc(
    '2018-57',
    'the basic standard deduction of IRC 63(c)(2) for 2019 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2020: revProc(
    '2019-44',
    'the basic standard deduction of IRC 63(c)(2) for 2020 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2021: revProc(
    '2020-45',
    'the basic standard deduction of IRC 63(c)(2) for 2021 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2022: revProc(
    '2021-45',
    'the basic standard deduction of IRC 63(c)(2) for 2022 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2023: revProc(
    '2022-38',
    'the basic standard deduction of IRC 63(c)(2) for 2023 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2024: revProc(
    '2023-34',
    'the basic standard deduction of IRC 63(c)(2) for 2024 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  standardDeduction2025: publicLaw(
    119,
    21,
    "section 70102: for 2025 the basic standard deduction is $15,750 ($31,500 joint, $23,625 head of household; IRC 63(c)(7)(A) as amended), in place of the $15,000, $30,000 and $22,500 of Rev. Proc. 2024-40 (the figures as PolicyEngine-US and the IRS's 2025 Form 1040 instructions record them; the enacted text was not in the reference corpus)",
  ),
  standardDeduction2026: revProc(
    '2025-32',
    'the basic standard deduction of IRC 63(c)(2) for 2026 (from secondary sources that agree: PolicyEngine-US, gov/irs/deductions/standard/amount.yaml, and PSLmodels Tax-Calculator)',
  ),
  excessBusinessLossSuspended: publicLaw(
    116,
    136,
    'the CARES Act, section 2304(a): the excess business loss limitation of IRC 461(l) applies only to taxable years beginning after December 31, 2020 (none for 2018 to 2020)',
  ),
  excessBusinessLoss2021: {
    title:
      'IRS, Excess business losses: "For taxable years beginning in 2021, the threshold amounts are $262,000 (or $524,000 in the case of a joint return)" (IRC 461(l)(3)(A)(ii)(II), as adjusted by Rev. Proc. 2020-45)',
    href: 'https://www.irs.gov/newsroom/excess-business-losses',
  },
  excessBusinessLoss2022: revProc(
    '2021-45',
    "IRC 461(l)(3)(A)(ii)(II) for 2022: $270,000 ($540,000 for joint returns) (the figure as reported by secondary sources; the procedure's own text was not in the reference corpus)",
  ),
  excessBusinessLoss2023: revProc(
    '2022-38',
    "IRC 461(l)(3)(A)(ii)(II) for 2023: $289,000 ($578,000 for joint returns) (the figure as reported by secondary sources; the procedure's own text was not in the reference corpus)",
  ),
  excessBusinessLoss2024: revProc('2023-34', 'section 3.32: for 2024 the amount under IRC 461(l)(3)(A)(ii)(II) is $305,000 ($610,000 for joint returns)'),
  excessBusinessLoss2025: revProc('2024-40', 'section 2.32: for 2025 the amount under IRC 461(l)(3)(A)(ii)(II) is $313,000 ($626,000 for joint returns)'),
  excessBusinessLoss2026: revProc(
    '2025-32',
    'section 4.31: for 2026 the amount under IRC 461(l)(3)(A)(ii)(II) is $256,000 ($512,000 for joint returns), indexed from 2024 as Public Law 119-21, section 70601(b), rebased it; section 70601(a) made the limitation permanent',
  ),
  netOperatingLossUnlimited: publicLaw(
    116,
    136,
    'the CARES Act, section 2303(a): for taxable years beginning before 2021 the net operating loss deduction is the whole of the carryovers and carrybacks, with no percentage of taxable income as a limit (IRC 172(a)(1))',
  ),
  netOperatingLossTwentyYears: publicLaw(
    105,
    34,
    'section 1082(a) (Taxpayer Relief Act of 1997): a net operating loss of a taxable year beginning after August 5, 1997 is a carryover to each of the 20 taxable years following the year of the loss (IRC 172(b)(1)(A)(ii)); Public Law 115-97 left it so for losses arising in taxable years ending before 2018 (section 13302(e)(2))',
  ),
  netOperatingLossWithoutLimitOfYears: publicLaw(
    115,
    97,
    'section 13302(b)(1)(B) (Tax Cuts and Jobs Act): "to each of the 20 taxable years" in IRC 172(b)(1)(A)(ii) becomes "to each taxable year", for net operating losses arising in taxable years ending after December 31, 2017 (section 13302(e)(2))',
  ),
  netOperatingLoss80Percent: code(
    '172(a)(2)(B)',
    '172',
    'for taxable years beginning after 2020, losses arising after 2017 are deducted up to 80 percent of taxable income computed without the deductions of sections 172, 199A and 250, and carried forward to each later year (172(b)(1)(A)(ii)(II)) (Public Law 115-97, section 13302, as amended by the CARES Act, section 2303)',
  ),
  capitalGainRates2013: code(
    '1(h)(1)(B) to (D)',
    '1',
    'the adjusted net capital gain taxed at 0 percent, 15 percent and, above the 15-percent amount, 20 percent (the 20 percent rate added by the American Taxpayer Relief Act of 2012, Public Law 112-240, section 102)',
  ),
  capitalGainThresholds2015: revProc(
    '2014-61',
    "section 3.01, Tables 1 to 4: for 2015 the top of the 15-percent bracket, $74,900 joint, $50,200 head of household, $37,450 single and separate, and the bottom of the 39.6-percent bracket, $464,850, $439,000, $413,200 and $232,425: under IRC 1(h)(1)(B) to (D) as in effect before Public Law 115-97 the adjusted net capital gain is taxed at 0 percent where the taxable income would be taxed below 25 percent, at 15 percent where below 39.6 percent and at 20 percent above, so these are the maximum zero rate and 15-percent rate amounts (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, CG_brk1 and CG_brk2, which agree with each other and with the brackets; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2016: revProc(
    '2015-53',
    "section 3.01, Tables 1 to 4: for 2016 the top of the 15-percent bracket, $75,300 joint, $50,400 head of household, $37,650 single and separate, and the bottom of the 39.6-percent bracket, $466,950, $441,000, $415,050 and $233,475: under IRC 1(h)(1)(B) to (D) as in effect before Public Law 115-97 the adjusted net capital gain is taxed at 0 percent where the taxable income would be taxed below 25 percent, at 15 percent where below 39.6 percent and at 20 percent above, so these are the maximum zero rate and 15-percent rate amounts (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, CG_brk1 and CG_brk2, which agree with each other and with the brackets; the 2016 Qualified Dividends and Capital Gain Tax Worksheet of the Form 1040 instructions, line 8, prints the same 0-percent amounts; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2017: revProc(
    '2016-55',
    "section 3.01, Tables 1 to 4: for 2017 the top of the 15-percent bracket, $75,900 joint, $50,800 head of household, $37,950 single and separate, and the bottom of the 39.6-percent bracket, $470,700, $444,550, $418,400 and $235,350: under IRC 1(h)(1)(B) to (D) as in effect before Public Law 115-97 the adjusted net capital gain is taxed at 0 percent where the taxable income would be taxed below 25 percent, at 15 percent where below 39.6 percent and at 20 percent above, so these are the maximum zero rate and 15-percent rate amounts (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, CG_brk1 and CG_brk2, which agree with each other and with the brackets; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2018: code(
    '1(j)(5)(B)',
    '1',
    'the amounts for 2018 as enacted by Public Law 115-97, section 11001: maximum zero rate amounts $77,200 joint, $51,700 head of household, $38,600 otherwise; maximum 15-percent rate amounts $479,000 joint, $452,400 head of household, $425,800 single, half the joint amount ($239,500) married filing separately',
  ),
  capitalGainThresholds2019: revProc(
    '2018-57',
    "section 3.03: for 2019 the maximum zero rate amounts under IRC 1(j)(5)(B) are $78,750 joint, $52,750 head of household, $39,375 single and separate, and the maximum 15-percent rate amounts $488,850, $461,700, $434,550 and $244,425 (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, which agree; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2020: revProc(
    '2019-44',
    "section 3.03: for 2020 the maximum zero rate amounts under IRC 1(j)(5)(B) are $80,000 joint, $53,600 head of household, $40,000 single and separate, and the maximum 15-percent rate amounts $496,600, $469,050, $441,450 and $248,300 (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, which agree; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2021: revProc(
    '2020-45',
    "section 3.03: for 2021 the maximum zero rate amounts under IRC 1(j)(5)(B) are $80,800 joint, $54,100 head of household, $40,400 single and separate, and the maximum 15-percent rate amounts $501,600, $473,750, $445,850 and $250,800 (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, which agree; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2022: revProc(
    '2021-45',
    "section 3.03: for 2022 the maximum zero rate amounts under IRC 1(j)(5)(B) are $83,350 joint, $55,800 head of household, $41,675 single and separate, and the maximum 15-percent rate amounts $517,200, $488,500, $459,750 and $258,600 (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, which agree; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2023: revProc(
    '2022-38',
    "section 3.03: for 2023 the maximum zero rate amounts under IRC 1(j)(5)(B) are $89,250 joint, $59,750 head of household, $44,625 single and separate, and the maximum 15-percent rate amounts $553,850, $523,050, $492,300 and $276,900 (read from secondary sources: PolicyEngine-US, gov/irs/capital_gains/thresholds.yaml, and PSLmodels Tax-Calculator, which agree; the procedure's own text was not in the reference corpus)",
  ),
  capitalGainThresholds2024: revProc(
    '2023-34',
    'section 3.03: for 2024 the maximum zero rate amounts under IRC 1(j)(5)(B) are $94,050 joint, $63,000 head of household, $47,025 single and separate, and the maximum 15-percent rate amounts $583,750, $551,350, $518,900 and $291,850 (the figures as reported by secondary sources that cite the procedure; its own text was not in the reference corpus)',
  ),
  capitalGainThresholds2025: revProc(
    '2024-40',
    'section 2.03: for 2025 the maximum zero rate amounts under IRC 1(j)(5)(B) are $96,700 joint, $64,750 head of household, $48,350 single and separate, and the maximum 15-percent rate amounts $600,050, $566,700, $533,400 and $300,000 (the figures as reported by secondary sources that cite the procedure; its own text was not in the reference corpus)',
  ),
  capitalGainThresholds2026: revProc(
    '2025-32',
    'section 4.03: for 2026 the maximum zero rate amounts under IRC 1(j)(5)(B) are $98,900 joint, $66,200 head of household, $49,450 single and separate, and the maximum 15-percent rate amounts $613,700, $579,600, $545,500 and $306,850 (the figures as transcribed from the procedure by secondary sources; its own text was not in the reference corpus)',
  ),
  adsRecoveryPeriods: {
    title:
      'Rev. Proc. 87-56, 1987-2 C.B. 674, as reprinted in IRS Publication 946, Appendix B: asset class 57.0, Distributive Trades and Services, class life 9 years; 00.11, Office Furniture, Fixtures, and Equipment, 10; 00.3, Land Improvements, 20; the ADS recovery period is the class life (IRC 168(g)(2)(C)) (the class lives as the Tax Court quotes the procedure in Norwest Corp., 111 T.C. 105 (1998), and Hart (1999); the table itself was not in the reference corpus)',
    href: 'https://www.irs.gov/publications/p946',
  },
} as const satisfies Record<string, Reference>;
