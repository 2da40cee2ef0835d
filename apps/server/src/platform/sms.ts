// A real deployment plugs in an SMS gateway here. The default writes the text
// to the server log as one readable line, and remembers the last message per
// mobile so tests (and an operator reading the log) can complete a registration.
export type SmsProvider = {
  send(mobile: string, text: string): Promise<void>;
};

export class LogSmsProvider implements SmsProvider {
  private readonly last = new Map<string, string>();
  constructor(private readonly log: (line: string) => void) {}

  async send(mobile: string, text: string): Promise<void> {
    this.last.set(mobile, text);
    if (this.last.size > 10_000) this.last.delete(this.last.keys().next().value!);
    this.log(`SMS (log provider) to ${mobile}: ${text}`);
  }

  lastMessage(mobile: string): string | undefined {
    return this.last.get(mobile);
  }

  /** The six-digit code in the last message to this mobile. */
  lastCode(mobile: string): string | undefined {
    return /\d{6}/.exec(this.last.get(mobile) ?? '')?.[0];
  }
}
