/**
 * A server as GET /instance describes it, for the web tests: self-hosted, unnamed, contribution and the
 * offline recipe book off, install instructions on, sending mail, links at the address it was opened at.
 */
import type { TInstance } from '@rosemary/shared/contract'

export const testInstance: TInstance = {
  version: '1.0.0',
  registrationEnabled: true,
  contactEmail: null,
  instanceName: null,
  selfHosted: true,
  flags: {
    enableContribution: false,
    enableInstallInstructions: true,
    enableExperimentalOfflineCache: false,
  },
  contributeUrl: null,
  signIn: { password: true, oidc: null },
  sendsMail: true,
  links: { url: 'http://localhost:3000', source: 'request' },
}
