import { photoPath, type CaseStudyFrontMatter, type PictureText } from './owner-content-schema.ts'

/**
 * The photos an owner chose for a picture in the entry's `photo` field (the browser editor's
 * picture chooser writes it), whatever the file is called. A photo named after a picture's path
 * in owner/photos/ needs no field; this is the other way, for a file that keeps its own name.
 */
export interface ChosenPhoto {
  /** The photo, as the project names it: owner/photos/IMG_1234.jpg. */
  readonly photo: string
  /** The picture it replaces: /images/case-studies/retail-loss-prevention.svg. */
  readonly picture: string
  /** The owner file whose entry chose it. */
  readonly chosenIn: string
  /** Where the field is in that file, for messages. */
  readonly path: readonly (string | number)[]
}

interface ChoosingContent {
  readonly pictures: readonly PictureText[]
  readonly caseStudies: readonly { readonly file: string; readonly frontMatter: CaseStudyFrontMatter }[]
}

export function chosenPhotos(content: ChoosingContent, picturesFile = 'owner/pictures.yaml'): ChosenPhoto[] {
  return [
    ...content.caseStudies.flatMap(({ file, frontMatter: { image } }) =>
      image.photo ? [{ photo: photoPath(image.photo), picture: image.file, chosenIn: file, path: ['image', 'photo'] }] : [],
    ),
    ...content.pictures.flatMap((picture, index) =>
      picture.photo
        ? [{ photo: photoPath(picture.photo), picture: picture.file, chosenIn: picturesFile, path: ['pictures', index, 'photo'] }]
        : [],
    ),
  ]
}
