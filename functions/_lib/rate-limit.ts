/**
 * Rate limits on DynamoDB counters (login, register, forgot password and activation, per e-mail and
 * per source address), answering 116 once a limit is passed (docs/security.md).
 */
import { Code } from '@pvd/shared/errors/codes';
import { config } from './config/env';
import { countAttempt, currentAttempts } from './db/entities/rate-counter';
import { AppError } from './errors';

export interface RateSubject {
  scope: string;
  subject: string;
  limit: number;
}

/** Per-e-mail and per-address subjects of a rate-limited action. */
export function subjectsFor(scope: string, email: string | undefined, sourceIp: string): RateSubject[] {
  const { RATE_LIMIT_LOGIN_PER_EMAIL, RATE_LIMIT_PER_ADDRESS } = config();
  const subjects: RateSubject[] = [
    { scope: `${scope}-ip`, subject: sourceIp, limit: RATE_LIMIT_PER_ADDRESS },
  ];
  if (email)
    subjects.push({
      scope: `${scope}-email`,
      subject: email.toLowerCase(),
      limit: RATE_LIMIT_LOGIN_PER_EMAIL,
    });
  return subjects;
}

/**
 * The counters of login failures: per e-mail from this source address, and per source address
 * over every e-mail. A per-e-mail count alone let anyone who knows an e-mail lock its owner out
 * (five wrong passwords, and the right one from elsewhere answered 116 for the window); so the
 * source that failed is refused and every other source may still log in, while a source trying
 * many e-mails meets its own limit.
 */
export function loginSubjects(email: string, sourceIp: string): RateSubject[] {
  const { RATE_LIMIT_LOGIN_PER_EMAIL, RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS } = config();
  return [
    { scope: 'login-ip', subject: sourceIp, limit: RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS },
    {
      scope: 'login-email-ip',
      subject: `${email.toLowerCase()} ${sourceIp}`,
      limit: RATE_LIMIT_LOGIN_PER_EMAIL,
    },
  ];
}

/** 116 when any subject has already used up its window (nothing counted). */
export async function refuseIfLimited(subjects: RateSubject[]): Promise<void> {
  const window = config().RATE_LIMIT_WINDOW_SECONDS;
  const counts = await Promise.all(subjects.map((s) => currentAttempts(s.scope, s.subject, window)));
  if (counts.some((count, i) => count >= (subjects[i]?.limit ?? Number.POSITIVE_INFINITY))) {
    throw new AppError(Code.tooManyAttempts);
  }
}

/** Counts one attempt for every subject (e.g. a failed login). */
export async function countAttempts(subjects: RateSubject[]): Promise<void> {
  const window = config().RATE_LIMIT_WINDOW_SECONDS;
  await Promise.all(subjects.map((s) => countAttempt(s.scope, s.subject, window)));
}

/** Counts one attempt and answers 116 when it passes a limit (for actions limited on every use). */
export async function countAndLimit(subjects: RateSubject[]): Promise<void> {
  const window = config().RATE_LIMIT_WINDOW_SECONDS;
  const counts = await Promise.all(subjects.map((s) => countAttempt(s.scope, s.subject, window)));
  if (counts.some((count, i) => count > (subjects[i]?.limit ?? Number.POSITIVE_INFINITY))) {
    throw new AppError(Code.tooManyAttempts);
  }
}
