import type { Handlers } from '../../platform/http.ts';
import type { OpenOrdersService } from './open-orders.service.ts';

type OpenOrderCalls =
  | 'consumeplace/list'
  | 'openorder/check'
  | 'openorder/invite'
  | 'openorder/assign'
  | 'openorder/get'
  | 'openorder/list'
  | 'openorder/update'
  | 'makerequest'
  | 'requestbill'
  | 'admin/finishopenorder';

export function openOrdersRoutes(s: { openOrders: OpenOrdersService }): Pick<Handlers, OpenOrderCalls> {
  const o = s.openOrders;
  return {
    'consumeplace/list': o.listConsumePlaces,
    'openorder/check': o.check,
    'openorder/invite': o.invite,
    'openorder/assign': o.assign,
    'openorder/get': o.get,
    'openorder/list': o.list,
    'openorder/update': o.update,
    makerequest: o.callWaiter,
    requestbill: o.requestBill,
    'admin/finishopenorder': o.finish,
  };
}
