import { ruProperty } from './ru';

/**
 * The property object's dictionaries (spec part 2 section 3.5): ids as the spec writes them in full ('000000075'),
 * names from ru.ts, and the ids 5.5 refuses. The object modal lists them in this order.
 */

export type DictionaryItem<Id extends string | number = string> = { id: Id; name: string };

const items = <Id extends string>(names: Readonly<Record<Id, string>>): DictionaryItem<Id>[] =>
  (Object.keys(names) as Id[]).map((id) => ({ id, name: names[id] }));

export type ImmovableKindId = keyof typeof ruProperty.kinds;
export type ObjectConditionId = keyof typeof ruProperty.conditions;
export type WallMaterialId = keyof typeof ruProperty.walls;
export type FireAlarmId = 1 | 2 | 3;
export type SecurityMode = keyof typeof ruProperty.securityModes;

export const IMMOVABLE_KINDS: readonly DictionaryItem<ImmovableKindId>[] = items(ruProperty.kinds);
export const OBJECT_CONDITIONS: readonly DictionaryItem<ObjectConditionId>[] = items(ruProperty.conditions);
export const WALL_MATERIALS: readonly DictionaryItem<WallMaterialId>[] = items(ruProperty.walls);
export const FIRE_ALARMS: readonly DictionaryItem<FireAlarmId>[] = ([1, 2, 3] as const).map((id) => ({
  id,
  name: ruProperty.fireAlarms[id],
}));
export const SECURITY_MODES: readonly DictionaryItem<SecurityMode>[] = items(ruProperty.securityModes);

/** 5.5: bath/sauna (079) and other (080) are not insurable. */
export const UNINSURABLE_KINDS: ReadonlySet<string> = new Set<ImmovableKindId>(['000000079', '000000080']);
/** The finished building (081): the only condition the tariff prices. */
export const FINISHED_CONDITION: ObjectConditionId = '000000081';
/** 5.5: an unfinished building (082) is not insurable. */
export const UNFINISHED_CONDITION: ObjectConditionId = '000000082';
/** 5.5: wooden, adobe, reed frame, panel, sleeper and clay walls are refused. */
export const REFUSED_WALLS: ReadonlySet<string> = new Set<WallMaterialId>([
  '000000088',
  '000000089',
  '000000090',
  '000000091',
  '000000092',
  '000000093',
]);
