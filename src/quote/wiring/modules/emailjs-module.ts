import { ContainerModule } from 'inversify'
import { createEmailjsConfirmationNotifier } from '../../adapters/emailjs-confirmation-notifier'
import { createEmailjsOwnerNotifier } from '../../adapters/emailjs-owner-notifier'
import type { DescribePage } from '../../adapters/page-description'
import { notifierOf, type QuoteConfig } from '../quote-config'
import type { ConfirmationNotifier } from '../../domain/confirmation-notifier.port'
import type { OwnerNotifier } from '../../domain/owner-notifier.port'
import { quoteTokens } from '../tokens'

export interface EmailjsModuleOptions {
  /** EmailJS templates address the owner's notification from this; the relay uses its own. */
  readonly ownerEmail: string
  readonly describePage: DescribePage
}

/** EmailJS sends from the visitor's browser: carries each mail whose configuration names it. */
export function emailjsModule(config: QuoteConfig, options: EmailjsModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { mailer } = config
    const notifier = notifierOf(config)
    if (mailer.kind === 'emailjs')
      bind<ConfirmationNotifier>(quoteTokens.confirmationNotifier).toConstantValue(createEmailjsConfirmationNotifier(mailer))
    if (notifier.kind === 'emailjs') {
      bind<OwnerNotifier>(quoteTokens.ownerNotifier).toConstantValue(createEmailjsOwnerNotifier({ ...notifier, ...options }))
    }
  })
}
