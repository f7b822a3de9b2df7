import { ContainerModule } from 'inversify'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import type { QuoteStore } from '../core/quote/quote-store.port'
import { createSubmitQuote, type StepFailureLog, type SubmitQuote } from '../core/quote/submit-quote'
import { type Clock, quoteTokens } from './tokens'

export interface QuoteCoreOptions {
  readonly ownerEmail: string
  readonly now: Clock
  readonly log: StepFailureLog
}

/** Binds the use case to whichever adapters the other modules bound to the three ports. */
export function quoteCoreModule(options: QuoteCoreOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<string>(quoteTokens.ownerEmail).toConstantValue(options.ownerEmail)
    bind<Clock>(quoteTokens.clock).toConstantValue(options.now)
    bind<StepFailureLog>(quoteTokens.stepFailureLog).toConstantValue(options.log)
    bind<SubmitQuote>(quoteTokens.submitQuote)
      .toResolvedValue(
        (
          store: QuoteStore,
          confirmationMailer: ConfirmationMailer,
          notificationMailer: NotificationMailer,
          ownerEmail: string,
          now: Clock,
          log: StepFailureLog,
        ) => createSubmitQuote({ store, confirmationMailer, notificationMailer, ownerEmail, now, log }),
        [
          quoteTokens.store,
          quoteTokens.confirmationMailer,
          quoteTokens.notificationMailer,
          quoteTokens.ownerEmail,
          quoteTokens.clock,
          quoteTokens.stepFailureLog,
        ],
      )
      .inSingletonScope()
  })
}
