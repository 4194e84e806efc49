import type { BonusPeriod } from './bonus-depreciation.ts';

/** The law behind each bonus period of bonus-depreciation.ts, by its first day, as the methodology page cites it. */
export const BONUS_PERIOD_SOURCES: Readonly<Record<BonusPeriod['from'], string>> = {
  '2015-01-01': 'IRC section 168(k)(1)(A) as extended by the PATH Act of 2015 (Public Law 114-113, section 143)',
  '2017-09-28': 'Tax Cuts and Jobs Act (Public Law 115-97, section 13201): 100% for property acquired after September 27, 2017',
  '2023-01-01': 'IRC section 168(k)(6)(A)(ii), the TCJA phase-down: 80% for property placed in service in 2023',
  '2024-01-01': 'IRC section 168(k)(6)(A)(iii): 60% in 2024',
  '2025-01-01': 'IRC section 168(k)(6)(A)(iv): 40% in 2025, for property acquired before January 20, 2025',
  '2025-01-20': 'Public Law 119-21 (2025), section 70301: 100%, made permanent, for property acquired after January 19, 2025',
};
