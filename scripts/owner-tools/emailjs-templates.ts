/**
 * The two EmailJS templates the browser-only mode needs, written from the owner's profile so the
 * owner pastes their own name, phone and address rather than typing them: `npm run
 * emailjs:templates` writes them to dist/emailjs-templates/ (docs/make-it-yours.md, step 6).
 * The contract tests' fake EmailJS accepts exactly the variables these templates use.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { company } from '../../src/content/company'
import { confirmationThankYou } from '../../src/quote/domain/quote-wording'
import { confirmationGreeting, confirmationSpamNote, confirmationSubject, escapeHtml, layoutHtml } from '../../server/mail/quote-emails'

/** What one EmailJS template holds: the settings fields beside the editor, and the HTML body. */
export interface EmailjsTemplate {
  readonly name: string
  readonly subject: string
  readonly toEmail: string
  readonly fromName: string
  readonly replyTo: string
  readonly html: string
}

export function emailjsTemplates(): { confirmation: EmailjsTemplate; notification: EmailjsTemplate } {
  const rows = [
    ['Name', '{{from_name}}'],
    ['Email', '{{from_email}}'],
    ['Phone', '{{from_phone}}'],
    ['Address', '{{from_address}}'],
    ['Service', '{{service}}'],
    ['City', '{{city}}'],
    ['Page', '{{page}}'],
  ]
  return {
    // The visitor's confirmation prints no variable the visitor typed (decision 0036): the site
    // still sends to_name and message, as the spec's parameters, but a public key lets anyone
    // send them, so the template writes the thank-you itself and greets nobody by name. The
    // mail's own Date header dates it (EmailJS has no template variable for the day).
    confirmation: {
      name: 'Quote confirmation (to the visitor)',
      subject: confirmationSubject(),
      toEmail: '{{to_email}}',
      fromName: company.name,
      replyTo: company.email,
      html: layoutHtml(
        confirmationSubject(),
        [
          `<p>${escapeHtml(confirmationGreeting)}</p>`,
          `<p>${escapeHtml(confirmationThankYou)}</p>`,
          `<p><strong>${escapeHtml(confirmationSpamNote)}</strong></p>`,
        ].join('\n'),
      ),
    },
    notification: {
      name: 'New lead (to the owner)',
      subject: 'New quote request from {{from_name}}',
      // The owner's own address, typed in: the public key is in every page, and a fixed recipient
      // means nobody can use this template to mail anyone else (the site still sends to_email).
      toEmail: company.email,
      fromName: `${company.name} website`,
      replyTo: '{{from_email}}',
      html: layoutHtml(
        'New quote request from {{from_name}}',
        [
          '<p>A new quote request arrived through the website.</p>',
          `<table role="presentation" style="border-collapse:collapse">\n${rows
            .map(
              ([label, value]) =>
                `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
            )
            .join('\n')}\n</table>`,
          '<h2 style="font-size:16px;margin-top:24px">Message</h2>',
          '<p style="white-space:pre-wrap">{{message}}</p>',
          '<p>Reply to this e-mail to answer {{from_name}} directly.</p>',
        ].join('\n'),
      ),
    },
  }
}

/** Every `{{variable}}` a template uses, in its settings and its body. */
export function templateVariables(template: EmailjsTemplate): string[] {
  const text = [template.subject, template.toEmail, template.fromName, template.replyTo, template.html].join('\n')
  return [...new Set([...text.matchAll(/\{\{\{?\s*([a-z_]+)\s*\}?\}\}/g)].map((match) => match[1] ?? ''))].sort()
}

function settingsSheet(template: EmailjsTemplate): string {
  return [
    `${template.name}`,
    '',
    'In the EmailJS dashboard: Email Templates → Create New Template, then fill these fields:',
    `  Subject:    ${template.subject}`,
    `  To Email:   ${template.toEmail}${template.toEmail.includes('{{') ? '   (the address alone: never {{to_name}} or a name before it, which would show a stranger’s words as the display name)' : ''}`,
    `  From Name:  ${template.fromName}`,
    `  Reply To:   ${template.replyTo}`,
    '  Content:    switch the editor to code view (<>) and paste the .html file beside this one.',
    `Variables it uses: ${templateVariables(template).join(', ')}`,
    '',
  ].join('\n')
}

async function main(): Promise<void> {
  const outDir = resolve(process.env.DIST_DIR ?? 'dist', 'emailjs-templates')
  await mkdir(outDir, { recursive: true })
  for (const [kind, template] of Object.entries(emailjsTemplates())) {
    await writeFile(join(outDir, `${kind}.html`), template.html)
    await writeFile(join(outDir, `${kind}-settings.txt`), settingsSheet(template))
  }
  console.log(`EmailJS templates for ${company.name} written to ${outDir}`)
}

// pathToFileURL, so the command also runs on Windows, where a path is not a URL's tail.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
