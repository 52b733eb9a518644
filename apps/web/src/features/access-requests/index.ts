// Access requests of the new-user flow (decision 122): the person's request and the staff list.
export { accessCheckQuery } from './api/access-request-calls.ts';
export { AccessRequestList } from './components/access-request-list.tsx';
export { PendingAccessNotice } from './components/pending-access-notice.tsx';
export { RequestAccess } from './components/request-access.tsx';
