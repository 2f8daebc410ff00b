import { FieldError, hintClass, labelClass } from '@/components/ui/field';
import { acceptedFileTypes, fileInputAccept, leadLimits } from '../contract';

export interface FilesTexts {
  files: string;
  filesHint: string;
  chooseFiles: string;
  noFilesChosen: string;
  fileTooLarge: string;
  fileWrongType: string;
  filesTooMany: string;
  /** "{size} MB" and "{size} KB" with the number left to fill in. */
  fileSize: string;
  fileSizeKb: string;
}

/** What is wrong with each chosen file, as far as the browser can tell before sending. */
export function fileProblems(files: File[], texts: Pick<FilesTexts, 'fileTooLarge' | 'fileWrongType'>): (string | undefined)[] {
  return files.map((file) => {
    if (file.size > leadLimits.maxFileBytes) return texts.fileTooLarge;
    if (file.type && !(acceptedFileTypes as readonly string[]).includes(file.type)) return texts.fileWrongType;
    return undefined;
  });
}

/** A file's size as people read it: KB under a megabyte (at least 1), else MB with one decimal. */
export function fileSize(bytes: number, texts: Pick<FilesTexts, 'fileSize' | 'fileSizeKb'>): string {
  if (bytes < 1024 * 1024) return texts.fileSizeKb.replace('{size}', String(Math.max(1, Math.ceil(bytes / 1024))));
  return texts.fileSize.replace('{size}', (bytes / 1024 / 1024).toFixed(1));
}

/**
 * Medical documents. Without JavaScript the browser's own file control is shown; with it, a
 * button in the page's language and the list of chosen files with their problems.
 */
export function FilesField({
  id,
  texts,
  files,
  onChange,
  error,
}: {
  id: string;
  texts: FilesTexts;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const problems = fileProblems(files, texts);
  const tooMany = files.length > leadLimits.maxFiles;
  const invalid = Boolean(error) || tooMany || problems.some(Boolean);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {texts.files}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          id={id}
          name="files"
          type="file"
          multiple
          accept={fileInputAccept}
          onChange={(event) => onChange(Array.from(event.currentTarget.files ?? []))}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-list`, error && `${id}-error`].filter(Boolean).join(' ')}
          className="file-input peer block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <label
          htmlFor={id}
          className="file-input-button btn-secondary cursor-pointer text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
        >
          {texts.chooseFiles}
        </label>
        <span aria-hidden="true" className="file-input-status text-sm text-slate-600">
          {files.length === 0 ? texts.noFilesChosen : files.map((file) => file.name).join(', ')}
        </span>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {texts.filesHint}
      </p>
      <div id={`${id}-list`} aria-live="polite">
        {files.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className={problems[index] ? 'text-rose-700' : 'text-slate-700'}>
                {file.name} · {fileSize(file.size, texts)}
                {problems[index] ? ` · ${problems[index]}` : ''}
              </li>
            ))}
            {tooMany ? <li className="font-medium text-rose-700">{texts.filesTooMany}</li> : null}
          </ul>
        ) : null}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
