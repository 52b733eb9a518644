// WhatsApp automatic messages (spec 2 §2–§3): the list with its counts, and the form with its preview.
export { AutomaticMessageForm } from './components/automatic-message-form.tsx';
export { AutomaticMessagesScreen } from './components/automatic-messages-screen.tsx';
