// What a function bundle gets for `@aws-sdk/client-sesv2` (an esbuild alias, function-bundling.ts): only
// the client and the one command the functions send, from the package's own modules (by path: the alias
// would catch the package's name). email-sender.ts
// loads it beside the first DynamoDB call, and esbuild cannot tree-shake a lazily loaded package entry
// that re-exports every command.
export { SESv2Client } from '../../../../node_modules/@aws-sdk/client-sesv2/dist-es/SESv2Client.js';
export { SendEmailCommand } from '../../../../node_modules/@aws-sdk/client-sesv2/dist-es/commands/SendEmailCommand.js';
