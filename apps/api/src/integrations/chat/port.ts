/** A person (contact) of the chat tool: who wrote to the clinic. */
export type ChatPerson = {
  id: string;
  name: string;
  /** As the tool holds it (any format); null when the contact left none. */
  phone: string | null;
  customFields: Record<string, string>;
};

/** A conversation opened in the chat tool, as the funnel registers it (one lead per chat id). */
export type IncomingChat = {
  chatId: string;
  person: ChatPerson;
  agentName: string | null;
  /** The first message, when the tool gives it. */
  message: string | null;
  createdAt: Date;
};

/** Which account of the chat tool a place's calls go to. */
export type ChatPlace = { id: string; slug: string };

/**
 * The clinic's chat tool (Octadesk in spec 2): the funnel pulls the chats opened since its last
 * look, reads a person and writes the person's custom fields (the patient's link and origin).
 */
export type ChatPort = {
  listChats(place: ChatPlace, since: Date | null): Promise<IncomingChat[]>;
  getPerson(place: ChatPlace, personId: string): Promise<ChatPerson | null>;
  updatePerson(place: ChatPlace, personId: string, customFields: Record<string, string>): Promise<ChatPerson | null>;
};
