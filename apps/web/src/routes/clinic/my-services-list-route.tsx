// Spec 3 §2.2 MyServicesList (/meus-atendimentos): in provider mode, MyOrders under its own path
// and the provider variant's words ('Meus atendimentos'); the same list of the person's orders.
export { Component, namespaces } from '../store/my-orders-route.tsx';
