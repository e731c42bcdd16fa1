/**
 * The attorney's photo in the form (registered as `portrait-photo`: lib/editor/photoUpload/portraitField.ts):
 * the photo shown, and buttons to upload one, replace it, choose one already in
 * content/images/attorneys/ (Decap's media library) or remove it. An upload is checked first
 * (lib/editor/photoUpload/checkPhotoUpload.ts): a refused file is named with `npm run check`'s
 * sentence under the buttons and never handed to Decap, so nothing of it is written. A kept one
 * is renamed as content files are named and handed to Decap, which writes it into the field's
 * folder with the entry when the entry is saved.
 */
import { Component, type ChangeEvent } from 'react'
import type { ControlProps } from '../../lib/editor/checkedControl.ts'
import type { ImmutableValue } from '../../lib/editor/decapTypes.ts'
import { loadedSiteIndex } from '../../lib/editor/loadedSiteIndex.ts'
import { checkPhotoUpload } from '../../lib/editor/photoUpload/checkPhotoUpload.ts'
import { portraitProblem } from '../../lib/editor/photoUpload/portraitProblem.ts'
import { portraitValue } from '../../lib/editor/photoUpload/portraitField.ts'
import { decodePhoto } from './decodePhoto.ts'
import { photoUrl } from './photoUrl.ts'

interface Props extends ControlProps {
  forID?: string
  value?: string
  onChange(value: string): void
  getAsset(path: string, field: unknown): { toString(): string }
  mediaPaths: { get(id: string): unknown }
  onOpenMediaLibrary(options: Record<string, unknown>): void
  onRemoveInsertedMedia(id: string): void
  onRemoveMediaControl(id: string): void
  onClearMediaControl(id: string): void
  onPersistMedia(file: File, options: { field: unknown }): Promise<unknown>
}

interface State {
  /** The photo's address for the <img>: a blob of the upload, or the backend's copy. */
  url: string
  checking: boolean
  problem: string | undefined
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif'

export class PortraitPhotoControl extends Component<Props, State> {
  override state: State = { url: '', checking: false, problem: undefined }
  private readonly controlId = crypto.randomUUID()

  override componentDidMount() {
    this.showPhoto()
  }

  /**
   * Decap's Widget asks this too (with the props alone), and without it redraws a control only when
   * its value changes: the photo must also follow a loaded asset and a choice in the media library.
   */
  override shouldComponentUpdate(next: Props, nextState?: State): boolean {
    if (nextState && nextState !== this.state) return true
    const chosen = next.mediaPaths.get(this.controlId)
    return (
      next.value !== this.props.value ||
      next.getAsset !== this.props.getAsset ||
      next.entry !== this.props.entry ||
      Boolean(chosen)
    )
  }

  override componentDidUpdate(previous: Props) {
    // A photo chosen in Decap's media library arrives as this control's inserted media path
    // (emptied, not deleted, once taken: decap-cms-core's MEDIA_REMOVE_INSERTED).
    const chosen = this.props.mediaPaths.get(this.controlId)
    if (typeof chosen === 'string' && chosen && chosen !== this.props.value) this.props.onChange(chosen)
    else if (chosen && chosen === this.props.value) this.props.onRemoveInsertedMedia(this.controlId)
    const { value, getAsset, entry } = this.props
    if (previous.value !== value || previous.getAsset !== getAsset || previous.entry !== entry) this.showPhoto()
  }

  override componentWillUnmount() {
    this.props.onRemoveMediaControl(this.controlId)
  }

  private showPhoto() {
    const { value, field, getAsset, entry } = this.props
    const url = photoUrl(value, entry as ImmutableValue | undefined, () => getAsset(String(value), field))
    if (url !== this.state.url) this.setState({ url })
  }

  /** Decap asks before a save: the name's rule, and that content/images/ has the photo (or it comes with this entry). */
  isValid = (): unknown => {
    const files = (this.props.entry as ImmutableValue | undefined)?.get('mediaFiles') as ImmutableValue | undefined
    const paths = ((files?.toJS() ?? []) as { path?: string }[]).flatMap((f) => (f.path ? [f.path] : []))
    const problem = portraitProblem(this.props.value, loadedSiteIndex(), paths)
    return problem ? { error: { type: 'CUSTOM', message: problem } } : true
  }

  focus = (): void => {
    document.getElementById(String(this.props.forID))?.focus()
  }

  private upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // The same file chosen again after a refusal is a new change.
    input.value = ''
    if (!file) return
    this.setState({ checking: true, problem: undefined })
    const verdict = await checkPhotoUpload(file, () => decodePhoto(file))
    if (!verdict.ok) {
      this.setState({ checking: false, problem: verdict.message })
      return
    }
    const kept = new File([file], verdict.name, { type: `image/${verdict.type}`, lastModified: file.lastModified })
    await this.props.onPersistMedia(kept, { field: this.props.field })
    this.setState({ checking: false })
    this.props.onChange(portraitValue(this.props.field.get('public_folder'), verdict.name))
  }

  private choose = () => {
    this.setState({ problem: undefined })
    this.props.onOpenMediaLibrary({
      controlID: this.controlId,
      forImage: true,
      privateUpload: false,
      value: this.props.value ?? '',
      allowMultiple: false,
      field: this.props.field,
    })
  }

  private remove = () => {
    this.setState({ problem: undefined })
    this.props.onClearMediaControl(this.controlId)
    this.props.onChange('')
  }

  override render() {
    const { value, forID } = this.props
    const { url, checking, problem } = this.state
    const problemId = `${forID}-problem`
    return (
      <div className="portrait-photo">
        {value ? (
          <figure>
            {/* Its name is written under it. */}
            {url && <img src={url} alt="" />}
            <figcaption>{value}</figcaption>
          </figure>
        ) : (
          <p>No photo: the attorney's initials show.</p>
        )}
        <div className="portrait-photo-actions">
          <label>
            {value ? 'Replace the photo' : 'Upload a photo'}
            <input
              id={forID}
              type="file"
              accept={ACCEPT}
              onChange={this.upload}
              disabled={checking}
              aria-describedby={problem ? problemId : undefined}
            />
          </label>
          <button type="button" onClick={this.choose}>
            Choose an uploaded photo
          </button>
          {value && (
            <button type="button" onClick={this.remove}>
              Remove the photo
            </button>
          )}
        </div>
        <p role="status">{checking ? 'Checking the photo…' : ''}</p>
        {problem && (
          <p id={problemId} role="alert" className="portrait-photo-problem">
            {problem}
          </p>
        )}
      </div>
    )
  }
}
