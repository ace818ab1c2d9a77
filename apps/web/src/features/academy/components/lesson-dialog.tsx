import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ACADEMY_RULES, LESSON_KINDS, videoEmbedUrl } from '@back-office/domain/academy';
import type { LessonInput } from '@back-office/domain/schemas/academy';
import { FieldMessage } from '../../../components/ui/field-message';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { VideoEmbed } from '../../../components/ui/video-embed';
import type { AcademyLessonFieldsFragment } from '../../../gql/graphql';
import { saveForm } from '../../../lib/forms';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useAddLesson, useUpdateLesson } from '../api/academy';
import { LESSON_KIND_LABELS } from '../labels';
import {
  emptyQuestion,
  LESSON_FORM_FIELDS,
  lessonFormSchema,
  lessonFormValues,
  type LessonFormValues,
} from '../lesson-form';
import { LessonFilePicker } from './lesson-file-picker';
import { QuizEditor } from './quiz-editor';

// A new lesson (a draft at the end of the course) or a saved one: its kind, titles and the
// content of its kind.
export function LessonDialog({
  courseId,
  lesson,
  onClose,
}: {
  courseId: string;
  lesson: AcademyLessonFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const add = useAddLesson();
  const update = useUpdateLesson();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LessonFormValues, unknown, LessonInput>({
    resolver: zodResolver(lessonFormSchema),
    mode: 'onTouched',
    defaultValues: lessonFormValues(lesson),
  });
  const [kind, bodyEn = '', bodyEl = '', videoUrl = '', images = [], file = null] = useWatch({
    control,
    name: ['kind', 'bodyEn', 'bodyEl', 'videoUrl', 'imageIds', 'fileId'],
  });
  const embed = videoUrl.trim() ? videoEmbedUrl(videoUrl.trim()) : null;

  const onSubmit = handleSubmit(async (input) => {
    const saved = await saveForm(
      () =>
        lesson
          ? update.mutateAsync({ id: lesson._id, input })
          : add.mutateAsync({ courseId, input }),
      LESSON_FORM_FIELDS,
      setError,
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      wide
      title={lesson ? t('academyEditLesson') : t('academyAddLesson')}
      description={lesson ? undefined : t('academyAddLessonText')}
      submitLabel={isSubmitting ? t('saving') : lesson ? t('saveChanges') : t('academyAddLesson')}
      submitting={isSubmitting || uploading}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <SelectField
        label={t('academyLessonKind')}
        required
        data-autofocus
        error={errors.kind?.message}
        options={LESSON_KINDS.map((value) => ({
          value,
          label: label(LESSON_KIND_LABELS, value),
        }))}
        {...register('kind', {
          // A quiz starts with one question to fill in.
          onChange: () => {
            if (getValues('kind') === 'quiz' && getValues('questions').length === 0)
              setValue('questions', [emptyQuestion()]);
          },
        })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('academyTitleEn')}
          required
          autoComplete="off"
          maxLength={ACADEMY_RULES.titleMax}
          error={errors.titleEn?.message}
          {...register('titleEn')}
        />
        <TextField
          label={t('academyTitleEl')}
          required
          lang="el"
          autoComplete="off"
          maxLength={ACADEMY_RULES.titleMax}
          error={errors.titleEl?.message}
          {...register('titleEl')}
        />
      </div>

      {kind === 'text' && (
        <>
          <TextareaField
            label={t('academyBodyEn')}
            required
            rows={8}
            maxLength={ACADEMY_RULES.bodyMax}
            count={bodyEn.length}
            error={errors.bodyEn?.message}
            {...register('bodyEn')}
          />
          <TextareaField
            label={t('academyBodyEl')}
            lang="el"
            rows={8}
            maxLength={ACADEMY_RULES.bodyMax}
            count={bodyEl.length}
            error={errors.bodyEl?.message}
            {...register('bodyEl')}
          />
          <LessonFilePicker
            purpose="image"
            label={t('academyImages')}
            hint={t('academyImagesHint', { max: ACADEMY_RULES.imagesMax })}
            max={ACADEMY_RULES.imagesMax}
            value={images}
            error={errors.imageIds?.message}
            onChange={(files) => setValue('imageIds', files, { shouldDirty: true })}
            onBusy={setUploading}
          />
        </>
      )}

      {kind === 'video' && (
        <>
          <TextField
            type="url"
            inputMode="url"
            label={t('academyVideoUrl')}
            required
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
            error={errors.videoUrl?.message}
            {...register('videoUrl')}
          />
          {embed ? (
            <VideoEmbed title={t('academyVideoPreview')} url={videoUrl.trim()} embedUrl={embed} />
          ) : (
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('academyVideoHint')}</p>
          )}
        </>
      )}

      {kind === 'pdf' && (
        <LessonFilePicker
          purpose="pdf"
          label={t('academyPdf')}
          hint={t('academyPdfHint')}
          max={1}
          value={file ? [file] : []}
          error={errors.fileId?.message}
          onChange={(files) => setValue('fileId', files[0] ?? null, { shouldDirty: true })}
          onBusy={setUploading}
        />
      )}

      {kind === 'quiz' && (
        <>
          <TextField
            className="sm:w-48"
            label={t('academyPassMark')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.passMark?.message}
            {...register('passMark')}
          />
          <QuizEditor
            control={control}
            register={register}
            setAnswer={(question, answerIndex) =>
              setValue(`questions.${question}.answerIndex`, answerIndex)
            }
          />
          {/* The schema's word on the questions sits at the field array's root; the server's
              (BAD_USER_INPUT beside 'questions') on the field itself. */}
          <FieldMessage
            id="academy-questions-message"
            message={errors.questions?.root?.message ?? errors.questions?.message}
          />
        </>
      )}
      <FormError message={errors.root?.message} />
    </FormDialog>
  );
}
