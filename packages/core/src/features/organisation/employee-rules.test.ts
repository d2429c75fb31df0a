import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../shared/roles';
import {
  canEditEmployeeField,
  creatableRoles,
  emptyEmployeeForm,
  type EmployeeField,
} from './employee-rules';

const FIELDS: EmployeeField[] = [
  'c_id',
  'id_physperson',
  'name',
  'surname',
  'patronymic',
  'birthday',
  'sex',
  'iin',
  'phone',
  'email',
  'status',
  'parent_id',
  'isDep',
  'role',
];

/** role -> the fields it edits, on a new employee and on an existing one (spec section 5, written out). */
const ADMIN_FIELDS = FIELDS;
const MODERATOR_FIELDS: EmployeeField[] = ['iin', 'phone', 'email', 'status', 'parent_id', 'isDep', 'role'];

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

  it('roles creatable: all but Agent for the administrator, only Reserve for a moderator', () => {
    expect(creatableRoles(0)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(creatableRoles(1)).toEqual([8]);
    expect(creatableRoles(3)).toEqual([]);
  });

  it("a new employee's defaults: phone '+7', sex 1, status 1, not a head, person 1; a moderator's gets role 8", () => {
    expect(emptyEmployeeForm(1)).toMatchObject({
      phone: '+7',
      sex: 1,
      status: 1,
      is_head: 0,
      person: 1,
      role: 8,
    });
    expect(emptyEmployeeForm(0).role).toBe(0);
  });
});
