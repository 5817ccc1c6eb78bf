import { type Language, translator } from '@fireworks/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../shared/errors';
import { writeOutbox } from '../outbox';
import { type PhoneProof, type PhoneVerifier, toE164 } from './phone-verifier';

/** Issues and checks one-time codes for a target (throttles and wrong-try limits live there). */
export interface CodeStore {
  /** `asker`: the account the code is for (null: none). */
  issue(target: string, asker: string | null): Promise<string>;
  /** Throws an AppError when the code is wrong, expired or tried too often. */
  check(target: string, code: string): Promise<void>;
}

/** Server-made codes, delivered to DATA_DIR/outbox and the log (no SMS gateway is configured). */
export class OutboxPhoneVerifier implements PhoneVerifier {
  readonly provider = 'outbox' as const;

  constructor(private readonly options: { codes: CodeStore; dataDir: string; log: FastifyBaseLogger }) {}

  async sendCode(phone: string, language: Language, asker: string | null = null): Promise<void> {
    const code = await this.options.codes.issue(phone, asker);
    const text = translator(language)('auth:sms.code', { code });
    await writeOutbox(this.options.dataDir, { channel: 'sms', to: toE164(phone), subject: 'SMS', text });
    this.options.log.info({ to: toE164(phone), text }, 'SMS written to the dev outbox');
  }

  async confirm(phone: string, proof: PhoneProof): Promise<void> {
    if (!('code' in proof)) throw new AppError('INVALID_DATA', 'auth:errors.firebaseDisabled');
    await this.options.codes.check(phone, proof.code);
  }

  async close(): Promise<void> {}
}
