// Spec 3 §2.2 MyServices (/meu-atendimento/{id}): the service-mode view of one order, MyOrder's
// screen (with ?authCode for shared links) in the provider variant's words.
export { Component, namespaces } from '../store/my-order-route.tsx';
