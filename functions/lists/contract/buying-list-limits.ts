/** A buying list's limits and messages. No zod here: functions read it at init (the schemas: buying-list.ts). */
export const MAX_LIST_NAME_LENGTH = 60;
export const MAX_LIST_LINES = 100;

export const LIST_NAME_MESSAGE = `List name must be 1 to ${MAX_LIST_NAME_LENGTH} characters`;
export const LIST_LINES_MESSAGE = `A list has at most ${MAX_LIST_LINES} lines`;
export const LIST_TOOL_TWICE_MESSAGE = 'Each tool may be in the list once: add to its quantity instead';
export const LIST_NOT_FOUND_MESSAGE = 'No such list';
