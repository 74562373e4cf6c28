// The shop operator's actions from a terminal (the same as the /console page's, through the same service):
//   node api/scripts/shop-operator.mjs list [status]            orders (newest first)
//   node api/scripts/shop-operator.mjs confirm-paynow <ORDER> <OPERATOR>   the PayNow transfer arrived
//   node api/scripts/shop-operator.mjs ship <ORDER> <OPERATOR> [NOTE]      the parcel left (NOTE: carrier and tracking number)
//   node api/scripts/shop-operator.mjs cancel <ORDER> <OPERATOR>           drop an unpaid order (stock and coupon back, the buyer emailed)
// <OPERATOR> is the operator's account name: the audit log records who confirmed or shipped.
//   node api/scripts/shop-operator.mjs expire                   expire unpaid orders now
// Runs the same services as the API (same transitions, emails and transactions) over DATABASE_URL,
// or the embedded database in LEARNSTAR_DATA_DIR (stop `npm start` first: one process per file).
import { createApiApp, loadApiConfig, OperatorOrdersService, OrderLifecycle } from '../dist/index.js';

const [command, argument, operatorAccount, note] = process.argv.slice(2);
// The server that owns the database has migrated it already; the CLI only reads and writes rows.
const config = { ...loadApiConfig(), migrateOnStart: false, seedOnStart: false, orderExpirySweepMs: 0, mailRetrySweepMs: 0 };
const api = await createApiApp({ config });
const operator = api.app.get(OperatorOrdersService);
const money = (cents) => `SGD ${(cents / 100).toFixed(2)}`;
const operatorNamed = async (account) => {
  const user = account ? await api.database.prisma.user.findUnique({ where: { account } }) : null;
  if (user?.role !== 'operator') throw new Error(`${account ?? '(none)'} is not an operator account`);
  return user;
};
try {
  if (command === 'list') {
    const { rows, total } = await operator.list(argument, 1, 50);
    for (const o of rows) console.log(`${o.code}  ${o.status.padEnd(15)}  ${money(o.payAmountCents).padStart(12)}  ${o.paymentProvider ?? '-'}  ${o.createdAt}  ${o.firstName} ${o.lastName}`);
    console.log(`${rows.length} of ${total} order(s)`);
  } else if (command === 'confirm-paynow' && argument) {
    const order = await operator.confirmPayNow(argument.toUpperCase(), await operatorNamed(operatorAccount));
    console.log(`${order.code} is ${order.status} (paid ${order.paidAt})`);
  } else if (command === 'ship' && argument) {
    const order = await operator.ship(argument.toUpperCase(), await operatorNamed(operatorAccount), note);
    console.log(`${order.code} is ${order.status} (shipped ${order.shippedAt})`);
  } else if (command === 'cancel' && argument) {
    const order = await operator.cancel(argument.toUpperCase(), await operatorNamed(operatorAccount));
    console.log(`${order.code} is ${order.status}`);
  } else if (command === 'expire') {
    console.log(`expired ${await api.app.get(OrderLifecycle).expireOverdue()} order(s)`);
  } else {
    console.error('usage: shop-operator list [status] | confirm-paynow ORDER OPERATOR | ship ORDER OPERATOR [NOTE] | cancel ORDER OPERATOR | expire');
    process.exitCode = 2;
  }
} catch (error) {
  // Refusals carry a message key (e.g. illegalOrderTransition, orderNotFound).
  console.error(error.msg ?? error.message);
  process.exitCode = 1;
} finally {
  await api.close();
}
