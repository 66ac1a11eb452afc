import type { FileKind } from '#contracts/media.ts'

// What the file uploader's parts agree on (a media item's video, an e-book's PDF): the page
// (app/media/file-input.tsx), the actions (file-upload.server.ts) and the upload endpoint for pages with
// JavaScript (routes/resources/files.ts). Plain values only: the page loads this module.

/** The largest file of each kind the web takes (the API's defaults too). */
export const MAX_FILE_BYTES: Record<FileKind, number> = { video: 50 * 1024 * 1024, pdf: 20 * 1024 * 1024 }

/** What the file chooser offers; the API decides by the bytes. */
export const ACCEPTED_FILE_TYPES: Record<FileKind, string> = { video: 'video/mp4,video/webm', pdf: 'application/pdf' }

/** Where a page with JavaScript sends a file before its form (multipart `file` and `kind`; JSON answer). */
export const FILE_UPLOAD_PATH = '/resources/files'
