// The branch image rule (docs/decisions/0018-image-rules-per-folder.md: JPEG of exactly 1039x519 from the storage
// folder 'filiais', default uploader size), checked on the file's bytes before its URL is stored; the browser's check
// is a convenience.
import { imageProblem, type FetchBytes, type ImageRule } from '../../kit/image-check';

export const BRANCH_IMAGE: ImageRule = { folder: 'filiais', width: 1039, height: 519, of: 'da filial' };

/** The image's problem (message) or null; `fetchBytes` reads the file (tests pass their own). */
export function branchImageProblem(imageUrl: string, filesBase: string, fetchBytes?: FetchBytes): Promise<string | null> {
  return imageProblem(imageUrl, BRANCH_IMAGE, filesBase, fetchBytes);
}
