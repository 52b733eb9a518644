import type { FastifyBaseLogger } from 'fastify';
import { createCheckInRepo, createCheckInService } from './features/check-in/index.ts';
import {
  createOpenOrderBillRepo,
  createOpenOrderBillService,
  createOpenOrderCreateService,
  createOpenOrderPrintService,
  createOpenOrdersRepo,
  createRoundPrintRepo,
  followBillEvents,
} from './features/open-orders/index.ts';
import type { createOrdersRepo } from './features/orders/index.ts';
import { createPrintRepo } from './features/print/index.ts';
import type { EventBus } from './platform/events.ts';

type CreateDeps = Parameters<typeof createOpenOrderCreateService>[0];
type CheckInDeps = Parameters<typeof createCheckInService>[0];

/**
 * The open accounts' staff side, composed apart from container.ts: staff opening accounts (decision
 * 106), hotel check-in (decision 105), paying an account in parts and its printing (decisions 110,
 * 111). A part's order paid through the payments feature is booked on its account when the order's
 * event says so.
 */
export function createOpenAccountServices(deps: {
  database: CreateDeps['database'];
  orders: ReturnType<typeof createOrdersRepo>;
  events: EventBus;
  printPort: CheckInDeps['port'];
  assign: CheckInDeps['assign'];
  log: FastifyBaseLogger;
}) {
  const { database, orders, events, printPort, log } = deps;
  const openOrderCreate = createOpenOrderCreateService({ database, repo: createOpenOrdersRepo(), orders, events });
  const checkIn = createCheckInService({
    database,
    repo: createCheckInRepo(),
    assign: deps.assign,
    printLog: createPrintRepo(),
    port: printPort,
  });
  const openOrderBill = createOpenOrderBillService({
    database,
    repo: createOpenOrderBillRepo(),
    openOrders: createOpenOrdersRepo(),
    orders,
    events,
  });
  followBillEvents(events, openOrderBill, log);
  const openOrderPrint = createOpenOrderPrintService({
    database,
    openOrders: createOpenOrdersRepo(),
    rounds: createRoundPrintRepo(),
    print: createPrintRepo(),
    port: printPort,
  });
  return { openOrderCreate, checkIn, openOrderBill, openOrderPrint };
}
