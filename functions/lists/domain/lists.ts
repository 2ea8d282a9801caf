/**
 * Buying lists and who may use them. A list belongs to its author, or to the author's company when
 * the author is a member of an approved trade account: then every member of that company sees and
 * uses it, and its author or a company admin changes or deletes it. Anyone else is told the list
 * does not exist (404), so a list id says nothing about another account or company.
 */
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { MembershipDeps } from '../../trade/domain/members.js';
import type { MemberRole } from '../../trade/contract/trade-account.js';
import type { BuyingList, ListInput } from '../contract/buying-list.js';
import { LIST_NOT_FOUND_MESSAGE } from '../contract/buying-list-limits.js';
import type { ListOwner, ListRecord } from '../store/lists-repository.js';

/** The company whose lists the caller shares: set only for a member of an approved trade account. */
export interface ListsSeat {
  userId: string;
  companyId?: string;
  role?: MemberRole;
}

/** Whether the caller sees and uses the list. */
export function maySee(list: Pick<ListRecord, 'authorId' | 'companyId'>, seat: ListsSeat): boolean {
  if (list.companyId !== undefined) return seat.companyId === list.companyId;
  return list.authorId === seat.userId;
}

/** Whether the caller renames, changes or deletes the list: its author or an admin of its company, among those who see it. */
export function mayChange(list: Pick<ListRecord, 'authorId' | 'companyId'>, seat: ListsSeat): boolean {
  if (!maySee(list, seat)) return false;
  return list.authorId === seat.userId || (list.companyId !== undefined && seat.role === 'admin');
}

/** Who a new list of the caller's belongs to. */
export const ownerForNewList = (seat: ListsSeat): ListOwner => (seat.companyId !== undefined ? { companyId: seat.companyId } : { userId: seat.userId });

/** The caller's seat: their company's only when it is approved (a pending, declined or suspended one shares nothing). */
export async function listsSeat(deps: MembershipDeps, caller: Caller): Promise<ListsSeat> {
  const membership = await deps.getMembership(caller.uid);
  if (!membership) return { userId: caller.uid };
  const company = await deps.getCompany(membership.companyId);
  if (company?.status !== 'approved') return { userId: caller.uid };
  return { userId: caller.uid, companyId: company.companyId, role: membership.role };
}

export function listView(list: ListRecord, seat: ListsSeat): BuyingList {
  return {
    listId: list.listId,
    name: list.name,
    lines: list.lines.map((line) => ({ toolId: line.toolId, quantity: line.quantity })),
    authorName: list.authorName,
    ...(list.companyId !== undefined && { companyId: list.companyId }),
    canChange: mayChange(list, seat),
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

export interface ListsDeps extends MembershipDeps {
  listsOf(owner: ListOwner): Promise<ListRecord[]>;
}

export interface ListReadDeps extends MembershipDeps {
  getList(listId: string): Promise<ListRecord | undefined>;
}

export interface ListCreateDeps extends MembershipDeps {
  putNewList(list: ListRecord): Promise<void>;
  newListId(): string;
  now(): Date;
}

export interface ListReplaceDeps extends MembershipDeps {
  getList(listId: string): Promise<ListRecord | undefined>;
  replaceList(read: ListRecord, next: ListRecord): Promise<'saved' | 'changed'>;
  now(): Date;
}

export interface ListDeleteDeps extends MembershipDeps {
  getList(listId: string): Promise<ListRecord | undefined>;
  deleteList(read: ListRecord): Promise<'deleted' | 'changed'>;
}

/** GET /lists: the caller's own lists (made outside a company), then their company's, oldest first in each. */
export async function getLists(deps: ListsDeps, caller: Caller): Promise<BuyingList[]> {
  // The caller's own lists are read beside their membership; their company's once it is known.
  const [seat, own] = await Promise.all([listsSeat(deps, caller), deps.listsOf({ userId: caller.uid })]);
  const shared = seat.companyId !== undefined ? await deps.listsOf({ companyId: seat.companyId }) : [];
  return [...own, ...shared].filter((list) => maySee(list, seat)).map((list) => listView(list, seat));
}

async function seenList(deps: ListReadDeps, seat: ListsSeat, listId: string): Promise<ListRecord> {
  const list = await deps.getList(listId);
  if (!list || !maySee(list, seat)) throw new NotFoundError(LIST_NOT_FOUND_MESSAGE);
  return list;
}

/** A list the caller may change; one they may see but not change is 404 too (to them it is read-only, not theirs to find). */
async function changeableList(deps: ListReadDeps, seat: ListsSeat, listId: string): Promise<ListRecord> {
  const list = await seenList(deps, seat, listId);
  if (!mayChange(list, seat)) throw new NotFoundError(LIST_NOT_FOUND_MESSAGE);
  return list;
}

export async function getList(deps: ListReadDeps, caller: Caller, listId: string): Promise<BuyingList> {
  const [seat, list] = await Promise.all([listsSeat(deps, caller), deps.getList(listId)]);
  if (!list || !maySee(list, seat)) throw new NotFoundError(LIST_NOT_FOUND_MESSAGE);
  return listView(list, seat);
}

/** POST /lists: the list goes to the caller's approved company if they are in one, else to the caller. */
export async function createList(deps: ListCreateDeps, caller: Caller, input: ListInput): Promise<BuyingList> {
  const seat = await listsSeat(deps, caller);
  const at = deps.now().toISOString();
  const list: ListRecord = {
    listId: deps.newListId(),
    name: input.name,
    lines: input.lines,
    authorId: caller.uid,
    authorName: caller.name,
    ...(seat.companyId !== undefined && { companyId: seat.companyId }),
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await deps.putNewList(list);
  return listView(list, seat);
}

const WRITE_ATTEMPTS = 3;

/** PUT /lists/{listId}: the name and lines replaced; the list stays with whoever holds it. */
export async function replaceList(deps: ListReplaceDeps, caller: Caller, listId: string, input: ListInput): Promise<BuyingList> {
  const seat = await listsSeat(deps, caller);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const read = await changeableList(deps, seat, listId);
    const next: ListRecord = { ...read, name: input.name, lines: input.lines, updatedAt: deps.now().toISOString(), version: read.version + 1 };
    if ((await deps.replaceList(read, next)) === 'saved') return listView(next, seat);
  }
  throw new ConflictError('The list changed meanwhile, please try again');
}

/** DELETE /lists/{listId} */
export async function deleteList(deps: ListDeleteDeps, caller: Caller, listId: string): Promise<void> {
  const seat = await listsSeat(deps, caller);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const read = await changeableList(deps, seat, listId);
    if ((await deps.deleteList(read)) === 'deleted') return;
  }
  throw new ConflictError('The list changed meanwhile, please try again');
}
