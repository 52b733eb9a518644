/** Sends one text message. `to` is the full international number (55 + DDD + number). */
export type SmsPort = {
  send(to: string, text: string): Promise<void>;
};
