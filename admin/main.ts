// The /admin/ page's script: Decap CMS with the configuration generated from the content schemas
// (lib/editor/decapConfig.ts), the firm's own file formats and the content checks in the form. Its own bundle; no public page loads it.
import './browserGlobals.ts'
import CMS from 'decap-cms-app'
import config from 'virtual:editor-config'
import { FORMS_WIDGET, MDX_BODY_WIDGET, registerContentChecks } from '../lib/editor/contentChecks.ts'
import { registerContentFormats } from '../lib/editor/contentFormats.ts'
import { registerRelatedTerms } from '../lib/editor/relatedTermsField.ts'
import { registerValueInEffect } from '../lib/editor/valueInEffect.ts'
import { registerTranslationStamp } from '../lib/editor/translationStamp.ts'
import { isLocalBackend, registerLocalWords } from '../lib/editor/localWords.ts'
import { MdxBodyControl } from './bodyEditor/MdxBodyControl.tsx'
import { FormsFieldControl } from './formsField/FormsFieldControl.tsx'
import { loadSiteIndex } from '../lib/editor/loadedSiteIndex.ts'
import { EDITOR_CLIENT_EVENT } from './editorClientEvent.ts'
import { registerPreviews } from './preview/registerPreviews.ts'
import { PORTRAIT_PHOTO_WIDGET } from '../lib/editor/photoUpload/portraitField.ts'
import { PortraitPhotoControl } from './photoField/PortraitPhotoControl.tsx'
import { guardLibraryUploads } from './photoField/guardLibraryUploads.ts'
import { localBackendFiles } from '../lib/editor/localBackendFiles.ts'
import { registerTranslationReview } from '../lib/editor/translationReviewEvents.ts'
import { TRANSLATION_RECORD_WIDGET, TranslationRecordControl } from './translationReview/TranslationRecordControl.tsx'
import { showTranslationNotice } from './translationReview/translationNotice.ts'
import './admin.css'

// In `npm run dev`: a content change reloads the site's pages, never this one (scripts/siteReload.ts).
import.meta.hot?.send(EDITOR_CLIENT_EVENT)

registerContentFormats(CMS as never)
CMS.registerWidget(MDX_BODY_WIDGET, MdxBodyControl as never)
CMS.registerWidget(FORMS_WIDGET, FormsFieldControl as never)
// An attorney's photo: checked before Decap keeps an upload (admin/photoField/).
CMS.registerWidget(PORTRAIT_PHOTO_WIDGET, PortraitPhotoControl as never)
// ... and an upload in Decap's media library passes the same checks.
guardLibraryUploads(document)
registerContentChecks(CMS as never)
// A term's related terms: only the terms the check accepts there are offered (lib/editor/relatedTermsField.ts).
registerRelatedTerms(CMS as never)
// A switch whose field the file leaves out shows the schema's default, the value the site uses.
registerValueInEffect(CMS as never)
// A Spanish entry saved without `sourceHash` records the English text it translates (after the checks).
registerTranslationStamp(CMS as never)
// A Spanish entry shows whether it translates the English as it is now, and "To review" when not.
CMS.registerWidget(TRANSLATION_RECORD_WIDGET, TranslationRecordControl as never)
// An English save says what it means for its Spanish file (lib/editor/translationReviewEvents.ts).
registerTranslationReview(CMS as never, localBackendFiles(config as never), showTranslationNotice)
// What a delete is judged against (lib/editor/siteCheck.ts) follows the files: one deleted a moment
// ago (a Spanish file, before its English one) no longer holds another back.
window.addEventListener('hashchange', () => void loadSiteIndex())
// The preview pane: each entry drawn by the site's components with the site's stylesheet (admin/preview/).
registerPreviews(CMS as never)
// Saving to this computer publishes nothing: the buttons say so (the GitHub backend keeps Decap's words).
if (isLocalBackend(config)) registerLocalWords(CMS as never)
// The rest of the site first: the form checks an unsaved entry against it (lib/editor/siteCheck.ts).
void loadSiteIndex().finally(() => CMS.init({ config: config as never }))
