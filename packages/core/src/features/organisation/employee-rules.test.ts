import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../shared/roles';
import {
  canEditEmployeeField,
  creatableRoles,
  emptyEmployeeForm,
  lockedEmployeeChanges,
  mayChangeEmployeeRow,
  type EmployeeField,
  type EmployeeRecord,
} from './employee-rules';

/** role -> the fields it edits, on a new employee and on an existing one (spec section 5, written out). */
const MODERATOR_FIELDS: EmployeeField[] = ['iin', 'phone', 'email', 'status', 'parent_id', 'isDep', 'role'];
/** The administrator edits every field: the 1C ids, the names, birthday and sex too. */
const NAMES: EmployeeField[] = ['c_id', 'id_physperson', 'name', 'surname', 'patronymic', 'birthday', 'sex'];
const ADMIN_FIELDS = [...NAMES, ...MODERATOR_FIELDS];
const FIELDS = ADMIN_FIELDS;

describe('employee field editing by role (spec section 5)', () => {
  it('is the spec table for every role, new and edit', () => {
    for (const role of ROLE_IDS) {
      for (const isNew of [true, false]) {
        const editable = FIELDS.filter((f) => canEditEmployeeField(role, f, isNew));
        const expected = role === 0 ? ADMIN_FIELDS : role === 1 ? MODERATOR_FIELDS : [];
        expect(editable, `role ${role} ${isNew ? 'new' : 'edit'}`).toEqual(
          isNew ? expected : expected.filter((f) => f !== 'iin'),
        );
      }
    }
  });

  it('issue 44 item 4: on its own record a moderator changes neither its reach nor its role', () => {
    expect(FIELDS.filter((f) => canEditEmployeeField(1, f, false, true))).toEqual(['phone', 'email']);
    expect(FIELDS.filter((f) => canEditEmployeeField(0, f, false, true))).toEqual(
      ADMIN_FIELDS.filter((f) => f !== 'iin'),
    );
  });

  it("issue 44 item 4: a moderator's row icon edits an employee, but only opens an administrator's or another moderator's record", () => {
    const moderator = { id: 2, role: 1 as const };
    expect(mayChangeEmployeeRow(moderator, { id: 9, role: 8 })).toBe(true);
    expect(mayChangeEmployeeRow(moderator, { id: 2, role: 1 })).toBe(true);
    expect(mayChangeEmployeeRow(moderator, { id: 1, role: 0 })).toBe(false);
    expect(mayChangeEmployeeRow(moderator, { id: 3, role: 1 })).toBe(false);
    expect(mayChangeEmployeeRow({ id: 1, role: 0 }, { id: 2, role: 1 })).toBe(true);
  });

  it('roles creatable: all but Agent for the administrator, only Reserve for a moderator', () => {
    expect(creatableRoles(0)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(creatableRoles(1)).toEqual([8]);
    expect(creatableRoles(3)).toEqual([]);
  });

  it("a new employee's defaults: phone '+7', sex 1, status 1, not a head, person 1, role 8 (Резерв)", () => {
    expect(emptyEmployeeForm()).toMatchObject({
      phone: '+7',
      sex: 1,
      status: 1,
      is_head: 0,
      person: 1,
      role: 8,
    });
    // not the administrator's role for an administrator's new employee (issue 30, item 11)
    expect(emptyEmployeeForm().role).not.toBe(0);
  });
});

describe('an edit that changes what the editor may not edit', () => {
  const stored: EmployeeRecord = {
    form: {
      ...emptyEmployeeForm(),
      iin: '900101300097',
      phone: '+7(701) 300-0097',
      name: 'Резерв',
      surname: 'Демо',
      role: 8,
      parent_id: 6,
      terminal_id: 1,
    },
    isDep: true,
  };
  const sent = (changes: Partial<EmployeeRecord['form']>, isDep = true): EmployeeRecord => ({
    form: { ...stored.form, ...changes },
    isDep,
  });

  it('the unchanged record (what the modal sends for its disabled fields) changes nothing locked', () => {
    for (const role of ROLE_IDS)
      for (const own of [false, true]) expect(lockedEmployeeChanges(role, stored, sent({}), own)).toEqual([]);
  });

  it("a moderator changing the administrator's fields: names, 1C ids, birthday, sex; nobody the IIN", () => {
    const admins = sent({
      name: 'Другое',
      c_id: '42',
      birthday: '1990-01-01',
      sex: 2,
      phone: '+7(702) 000-0001',
    });
    expect(lockedEmployeeChanges(1, stored, admins, false)).toEqual(['c_id', 'name', 'birthday', 'sex']);
    expect(lockedEmployeeChanges(0, stored, admins, false)).toEqual([]);
    expect(lockedEmployeeChanges(0, stored, sent({ iin: '900101300107' }), false)).toEqual(['iin']);
  });

  it("on one's own record a moderator changes the phone, not the linked-to, department, role or status", () => {
    const moved = sent({ parent_id: 1, role: 3, status: 2, phone: '+7(702) 000-0001' }, false);
    expect(lockedEmployeeChanges(1, stored, moved, true)).toEqual(['status', 'role', 'parent_id', 'isDep']);
    expect(lockedEmployeeChanges(1, stored, moved, false)).toEqual([]);
    expect(lockedEmployeeChanges(0, stored, moved, true)).toEqual([]);
  });
});
