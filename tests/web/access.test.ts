import { UserType } from '@common/api/accounts';
import { accessOf, SIGNING_COMPANY_IDS } from '@common/access';
import access from '../../src/access';

const user = (type: UserType, relation_id = 0, department: number | null = null) => ({ type, relation_id, department });

describe('access: the permission table (docs/product.md, Roles and permissions)', () => {
  // Expected rows, written out so a change to any cell fails.
  const table: [string, ReturnType<typeof user>, Record<string, boolean>][] = [
    [
      'admin',
      user(UserType.ADMIN),
      {
        isAdmin: true,
        isCompany: false,
        isAdminOrCompany: true,
        isDepartment: false,
        isOperator: false,
        viewContract: true,
        viewSign: false,
        viewEmployee: true,
        viewSignRecord: true,
        preSign: false,
        batchSign: false,
        sealApproval: false,
      },
    ],
    [
      'company 29',
      user(UserType.COMPANY, 29),
      {
        isAdmin: false,
        isCompany: true,
        isAdminOrCompany: true,
        isDepartment: false,
        isOperator: false,
        viewContract: true,
        viewSign: true,
        viewEmployee: true,
        viewSignRecord: true,
        preSign: false,
        batchSign: true,
        sealApproval: false,
      },
    ],
    [
      'company 24',
      user(UserType.COMPANY, 24),
      {
        isAdmin: false,
        isCompany: true,
        isAdminOrCompany: true,
        isDepartment: false,
        isOperator: false,
        viewContract: true,
        viewSign: true,
        viewEmployee: true,
        viewSignRecord: true,
        preSign: false,
        batchSign: true,
        sealApproval: false,
      },
    ],
    [
      'company 23',
      user(UserType.COMPANY, 23),
      {
        isAdmin: false,
        isCompany: true,
        isAdminOrCompany: true,
        isDepartment: false,
        isOperator: false,
        viewContract: true,
        viewSign: true,
        viewEmployee: true,
        viewSignRecord: true,
        preSign: false,
        batchSign: true,
        sealApproval: false,
      },
    ],
    [
      'company 31',
      user(UserType.COMPANY, 31),
      {
        isAdmin: false,
        isCompany: true,
        isAdminOrCompany: true,
        isDepartment: false,
        isOperator: false,
        viewContract: true,
        viewSign: false,
        viewEmployee: true,
        viewSignRecord: true,
        preSign: false,
        batchSign: false,
        sealApproval: false,
      },
    ],
    [
      'department',
      user(UserType.DEPARTMENT, 29, 7),
      {
        isAdmin: false,
        isCompany: false,
        isAdminOrCompany: false,
        isDepartment: true,
        isOperator: false,
        viewContract: false,
        viewSign: true,
        viewEmployee: true,
        viewSignRecord: false,
        preSign: true,
        batchSign: false,
        sealApproval: false,
      },
    ],
    [
      'operator',
      user(UserType.OPERATOR, 29),
      {
        isAdmin: false,
        isCompany: false,
        isAdminOrCompany: false,
        isDepartment: false,
        isOperator: true,
        viewContract: false,
        viewSign: true,
        viewEmployee: true,
        viewSignRecord: false,
        preSign: true,
        batchSign: true,
        sealApproval: false,
      },
    ],
  ];

  it.each(table)('%s', (_, u, expected) => {
    const { department, ...flags } = accessOf(u);
    expect(flags).toEqual(expected);
    expect(department).toBe(u.department);
  });

  it('lets company users sign only for companies 29, 24 and 23', () => {
    expect([...SIGNING_COMPANY_IDS].sort()).toEqual([23, 24, 29]);
    for (let id = 1; id <= 100; id += 1) {
      expect(accessOf(user(UserType.COMPANY, id)).viewSign).toBe([23, 24, 29].includes(id));
    }
  });

  it('grants nothing without a user, and reads the user from the initial state', () => {
    const none = access(undefined);
    expect(Object.entries(none).filter(([, v]) => v === true)).toEqual([]);
    expect(access({ currentUser: { id: 1, username: 'admin', name: 'A', avatar: '', ...user(UserType.ADMIN) } }).isAdmin).toBe(true);
  });

  it("opens seal approvals to the seals' approvers of any account type, never to an administrator", () => {
    const approver = (type: UserType) => ({ ...user(type, 29, type === UserType.DEPARTMENT ? 7 : null), sealApprover: true });
    expect(accessOf(approver(UserType.COMPANY)).sealApproval).toBe(true);
    expect(accessOf(approver(UserType.DEPARTMENT)).sealApproval).toBe(true);
    expect(accessOf(approver(UserType.OPERATOR)).sealApproval).toBe(true);
    expect(accessOf(approver(UserType.ADMIN)).sealApproval).toBe(false);
    expect(accessOf({ ...user(UserType.COMPANY, 29), sealApprover: false }).sealApproval).toBe(false);
  });

  it('exposes the department of a department user', () => {
    expect(accessOf(user(UserType.DEPARTMENT, 29, 12)).department).toBe(12);
  });
});
