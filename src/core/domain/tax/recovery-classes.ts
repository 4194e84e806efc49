import { V2_BUILDING_CLASSES, type V2PropertyType } from '../estimate/catalog.ts';
import { roundedShareOf } from '../estimate/money.ts';
import type { BuildingLife } from './macrs-tables.ts';
import { RECLASSIFIED_SPLIT } from './reclassified-split.ts';
import type { Classes } from './schedule.ts';

/**
 * The depreciable basis by recovery class (IRC 168(e)): the reclassified dollars split into 5-,
 * 7- and 15-year property by the type's mix (reclassified-split.ts), the 15-year class taking the
 * rounding so the three sum to the reclassified dollars; the rest stays with the building.
 */
export function recoveryClasses(propertyType: V2PropertyType, reclassified: number, depreciableBasis: number): Classes {
  const split = RECLASSIFIED_SPLIT[propertyType];
  const fiveYear = roundedShareOf(reclassified, split.fiveYear * 100);
  const sevenYear = roundedShareOf(reclassified, split.sevenYear * 100);
  return { fiveYear, sevenYear, fifteenYear: reclassified - fiveYear - sevenYear, building: depreciableBasis - reclassified };
}

/** The building's recovery period (IRC 168(c)): 27.5 years residential rental, 39 nonresidential. */
export function buildingLifeOf(propertyType: V2PropertyType): BuildingLife {
  return V2_BUILDING_CLASSES[propertyType] === '27.5-year' ? 27.5 : 39;
}
