import type { Handlers } from '../../platform/http.ts';
import type { CustomersService } from './customers.service.ts';

type CustomerCalls =
  | 'admin/customers/list'
  | 'admin/customers/read'
  | 'admin/customers/block'
  | 'admin/customers/cashback-adjust';

export function customersRoutes(s: { customers: CustomersService }): Pick<Handlers, CustomerCalls> {
  return {
    'admin/customers/list': s.customers.listCustomers,
    'admin/customers/read': s.customers.readCustomer,
    'admin/customers/block': s.customers.blockCustomer,
    'admin/customers/cashback-adjust': s.customers.adjustCashback,
  };
}
