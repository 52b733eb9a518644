import { defineCalls } from '../contract-types.ts';
import { recordItemsRoutes } from './record-items-routes.ts';
import {
  ProcedureCreateBody,
  ProcedureGetBody,
  ProcedureResponse,
  SurgeryCreateBody,
  SurgeryGetBody,
  SurgeryResponse,
} from './record-items-schemas.ts';

export const recordItemsCalls = defineCalls(recordItemsRoutes, {
  'surgery/create': {
    summary: 'Writes and signs a surgery, or an addendum to a signed one. Audited.',
    body: SurgeryCreateBody,
    response: SurgeryResponse,
  },
  'surgery/get': {
    summary: 'One signed surgery with its addenda. Audited.',
    body: SurgeryGetBody,
    response: SurgeryResponse,
  },
  'procedure/create': {
    summary: 'Writes and signs a procedure (type, region, product, lot, quantity), or an addendum. Audited.',
    body: ProcedureCreateBody,
    response: ProcedureResponse,
  },
  'procedure/get': {
    summary: 'One signed procedure with its addenda. Audited.',
    body: ProcedureGetBody,
    response: ProcedureResponse,
  },
});
