/**
 * The owner's editor page (npm run edit): Decap CMS over the files in owner/, with the
 * configuration scripts/edit-config.ts generates from the build's schemas. Bundled by
 * scripts/edit.ts on its own; the public site never loads it.
 */
import CMS from 'decap-cms-app'

declare global {
  interface Window {
    ownerEditorConfig: NonNullable<Parameters<typeof CMS.init>[0]>['config']
  }
}

CMS.init({ config: window.ownerEditorConfig })
