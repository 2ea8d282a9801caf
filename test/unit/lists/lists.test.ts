/** Who sees and who changes a buying list: the ownership rule, and the domain over in-memory stores. */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../functions/platform/app-token.js';
import { NotFoundError } from '../../../functions/platform/errors.js';
import {
  createList,
  deleteList,
  getList,
  getLists,
  mayChange,
  maySee,
  ownerForNewList,
  replaceList,
  type ListsSeat,
} from '../../../functions/lists/domain/lists.js';
import { listSchema, LIST_NAME_MESSAGE, LIST_LINES_MESSAGE, LIST_TOOL_TWICE_MESSAGE } from '../../../functions/lists/contract/buying-list.js';
import { ownerKeyOf, type ListOwner, type ListRecord } from '../../../functions/lists/store/lists-repository.js';
import type { CompanyRecord, MemberRecord } from '../../../functions/trade/store/trade-repository.js';
import type { CompanyStatus, MemberRole } from '../../../functions/trade/contract/trade-account.js';

const lone: ListsSeat = { userId: 'lone' };
const buyer: ListsSeat = { userId: 'buyer', companyId: 'c1', role: 'buyer' };
const otherBuyer: ListsSeat = { userId: 'buyer-2', companyId: 'c1', role: 'buyer' };
const companyAdmin: ListsSeat = { userId: 'boss', companyId: 'c1', role: 'admin' };
const otherCompanyAdmin: ListsSeat = { userId: 'rival', companyId: 'c2', role: 'admin' };

describe('the ownership rule', () => {
  const companyList = { authorId: 'buyer', companyId: 'c1' };
  const ownList = { authorId: 'lone' };

  it('a company list is seen by every member of that company, and by no one else', () => {
    expect([buyer, otherBuyer, companyAdmin].map((seat) => maySee(companyList, seat))).toEqual([true, true, true]);
    expect([lone, otherCompanyAdmin].map((seat) => maySee(companyList, seat))).toEqual([false, false]);
    // Its author, once out of the company, no longer holds it: it stays with the company.
    expect(maySee(companyList, { userId: 'buyer' })).toBe(false);
  });

  it('a company list is changed by its author or a company admin only', () => {
    expect(mayChange(companyList, buyer)).toBe(true);
    expect(mayChange(companyList, companyAdmin)).toBe(true);
    expect(mayChange(companyList, otherBuyer)).toBe(false);
    expect(mayChange(companyList, otherCompanyAdmin)).toBe(false);
    expect(mayChange(companyList, lone)).toBe(false);
  });

  it("a list made outside a company is its author's alone, even for the admin of the company they later join", () => {
    expect(maySee(ownList, lone)).toBe(true);
    expect(mayChange(ownList, lone)).toBe(true);
    expect(maySee(ownList, { userId: 'lone', companyId: 'c1', role: 'buyer' })).toBe(true);
    expect([buyer, companyAdmin, otherCompanyAdmin].map((seat) => maySee(ownList, seat))).toEqual([false, false, false]);
    expect(mayChange(ownList, companyAdmin)).toBe(false);
  });

  it('a new list goes to the approved company of its author, else to the author', () => {
    expect(ownerKeyOf(ownerForNewList(buyer))).toBe('company#c1');
    expect(ownerKeyOf(ownerForNewList(lone))).toBe('user#lone');
  });
});

describe('the list schema', () => {
  const issues = (body: unknown) => {
    const parsed = listSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('names the field of a bad name, too many lines, a tool twice and a bad quantity', () => {
    expect(issues({ name: '  ', lines: [] })).toEqual([`name: ${LIST_NAME_MESSAGE}`]);
    expect(issues({ name: 'x'.repeat(61), lines: [] })).toEqual([`name: ${LIST_NAME_MESSAGE}`]);
    const many = Array.from({ length: 101 }, (_u, i) => ({ toolId: `t${i}`, quantity: 1 }));
    expect(issues({ name: 'Big', lines: many })).toEqual([`lines: ${LIST_LINES_MESSAGE}`]);
    expect(
      issues({
        name: 'Twice',
        lines: [
          { toolId: 'a', quantity: 1 },
          { toolId: 'a', quantity: 2 },
        ],
      }),
    ).toEqual([`lines.1.toolId: ${LIST_TOOL_TWICE_MESSAGE}`]);
    expect(issues({ name: 'Zero', lines: [{ toolId: 'a', quantity: 0 }] })).toEqual(['lines.0.quantity: quantity must be at least 1']);
  });

  it('accepts 60 characters and 100 lines, trimmed', () => {
    const lines = Array.from({ length: 100 }, (_u, i) => ({ toolId: `t${i}`, quantity: 1 }));
    expect(listSchema.parse({ name: ` ${'n'.repeat(60)} `, lines }).name).toBe('n'.repeat(60));
  });
});

/** In-memory stores: who belongs to which company, and the lists. */
function world(members: Record<string, { companyId: string; role: MemberRole }>, statuses: Record<string, CompanyStatus> = { c1: 'approved', c2: 'approved' }) {
  const lists = new Map<string, ListRecord>();
  let ids = 0;
  let clock = 0;
  const deps = {
    getMembership: async (userId: string): Promise<MemberRecord | undefined> => {
      const member = members[userId];
      return member && { userId, ...member, name: userId, email: `${userId}@tools.test`, joinedAt: '2026-01-01T00:00:00.000Z' };
    },
    getCompany: async (companyId: string) => (statuses[companyId] ? ({ companyId, status: statuses[companyId] } as CompanyRecord) : undefined),
    getList: async (listId: string) => lists.get(listId),
    listsOf: async (owner: ListOwner) =>
      [...lists.values()].filter((list) => ownerKeyOf(list.companyId ? { companyId: list.companyId } : { userId: list.authorId }) === ownerKeyOf(owner)),
    putNewList: async (list: ListRecord) => void lists.set(list.listId, list),
    replaceList: async (read: ListRecord, next: ListRecord) => {
      if (lists.get(read.listId)?.version !== read.version) return 'changed' as const;
      lists.set(next.listId, next);
      return 'saved' as const;
    },
    deleteList: async (read: ListRecord) => {
      if (lists.get(read.listId)?.version !== read.version) return 'changed' as const;
      lists.delete(read.listId);
      return 'deleted' as const;
    },
    newListId: () => `list-${++ids}`,
    now: () => new Date(Date.UTC(2026, 4, 1, 0, 0, clock++)),
  };
  return { deps, lists };
}

const caller = (uid: string): Caller => ({ uid, email: `${uid}@tools.test`, name: `Name ${uid}` });
const lines = [{ toolId: 'vise', quantity: 4 }];

describe('lists shared within a company', () => {
  const members = {
    buyer: { companyId: 'c1', role: 'buyer' as const },
    'buyer-2': { companyId: 'c1', role: 'buyer' as const },
    boss: { companyId: 'c1', role: 'admin' as const },
    rival: { companyId: 'c2', role: 'admin' as const },
  };

  it('a buyer’s list is seen by another member, changed by the company admin, and 404 to another company and a lone customer', async () => {
    const { deps } = world(members);
    const list = await createList(deps, caller('buyer'), { name: 'Restock', lines });
    expect(list).toMatchObject({ name: 'Restock', companyId: 'c1', authorName: 'Name buyer', canChange: true });

    expect(await getList(deps, caller('buyer-2'), list.listId)).toMatchObject({ lines, canChange: false });
    expect((await getLists(deps, caller('buyer-2'))).map((seen) => seen.listId)).toEqual([list.listId]);
    await expect(replaceList(deps, caller('buyer-2'), list.listId, { name: 'Mine now', lines })).rejects.toBeInstanceOf(NotFoundError);

    expect(await replaceList(deps, caller('boss'), list.listId, { name: 'Renamed', lines: [] })).toMatchObject({ name: 'Renamed', lines: [], canChange: true });

    for (const stranger of ['rival', 'lone']) {
      await expect(getList(deps, caller(stranger), list.listId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(deleteList(deps, caller(stranger), list.listId)).rejects.toBeInstanceOf(NotFoundError);
      expect(await getLists(deps, caller(stranger))).toEqual([]);
    }
    await deleteList(deps, caller('boss'), list.listId);
    await expect(getList(deps, caller('buyer'), list.listId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a pending or suspended company shares nothing: its member's list is their own", async () => {
    const { deps } = world(members, { c1: 'suspended', c2: 'approved' });
    const list = await createList(deps, caller('buyer'), { name: 'Mine', lines });
    expect(list.companyId).toBeUndefined();
    await expect(getList(deps, caller('boss'), list.listId)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getLists(deps, caller('buyer'))).map((seen) => seen.name)).toEqual(['Mine']);
  });

  it('a lone customer’s lists are their own', async () => {
    const { deps } = world(members);
    const list = await createList(deps, caller('lone'), { name: 'Home', lines });
    expect(list.companyId).toBeUndefined();
    expect((await getLists(deps, caller('lone'))).map((seen) => seen.listId)).toEqual([list.listId]);
    await expect(getList(deps, caller('boss'), list.listId)).rejects.toBeInstanceOf(NotFoundError);
  });
});
