import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus, Trash2 } from 'lucide-react';
import { ACADEMY_RULES } from '@back-office/domain/academy';
import type { LessonInput } from '@back-office/domain/schemas/academy';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { emptyOption, emptyQuestion, type LessonFormValues } from '../lesson-form';

type LessonControl = Control<LessonFormValues, unknown, LessonInput>;

const removeClass =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';

// A quiz's questions, each with its 2 to 6 answers in English and Greek and a radio marking the
// right one. Messages about the questions come from the shared schema, below the list.
export function QuizEditor({
  control,
  register,
  setAnswer,
}: {
  control: LessonControl;
  register: UseFormRegister<LessonFormValues>;
  setAnswer: (question: number, answerIndex: string) => void;
}) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control, name: 'questions' });
  return (
    <div className="space-y-4">
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          index={index}
          control={control}
          register={register}
          setAnswer={setAnswer}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <Button
        variant="secondary"
        disabled={questions.fields.length >= ACADEMY_RULES.questionsMax}
        onClick={() => questions.append(emptyQuestion())}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('academyAddQuestion')}
      </Button>
    </div>
  );
}

function QuestionEditor({
  index,
  control,
  register,
  setAnswer,
  onRemove,
}: {
  index: number;
  control: LessonControl;
  register: UseFormRegister<LessonFormValues>;
  setAnswer: (question: number, answerIndex: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const answer = useWatch({ control, name: `questions.${index}.answerIndex` });
  const q = index + 1;

  // The right answer stays the same answer when one before it goes.
  function removeOption(option: number) {
    const current = answer === '' ? -1 : Number(answer);
    if (current === option) setAnswer(index, '');
    else if (current > option) setAnswer(index, String(current - 1));
    options.remove(option);
  }

  return (
    <fieldset className="relative space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="float-left w-full pr-10 text-sm font-semibold">
        {t('academyQuestionN', { n: q })}
      </legend>
      <button
        type="button"
        className={`${removeClass} absolute top-3 right-3`}
        aria-label={t('academyRemoveQuestion', { n: q })}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <div className="clear-both grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('academyPromptEn', { n: q })}
          required
          autoComplete="off"
          {...register(`questions.${index}.promptEn`)}
        />
        <TextField
          label={t('academyPromptEl', { n: q })}
          lang="el"
          autoComplete="off"
          {...register(`questions.${index}.promptEl`)}
        />
      </div>
      <div className="space-y-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('academyAnswersHint')}</p>
        {options.fields.map((field, option) => {
          const a = option + 1;
          return (
            <div key={field.id} className="flex items-end gap-2">
              <input
                type="radio"
                value={String(option)}
                aria-label={t('academyRightAnswer', { n: a, q })}
                className="mb-3 size-4 shrink-0 accent-brand-600"
                {...register(`questions.${index}.answerIndex`)}
              />
              <div className="grid flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
                <TextField
                  label={t('academyAnswerEn', { n: a, q })}
                  required
                  autoComplete="off"
                  {...register(`questions.${index}.options.${option}.labelEn`)}
                />
                <TextField
                  label={t('academyAnswerEl', { n: a, q })}
                  lang="el"
                  autoComplete="off"
                  {...register(`questions.${index}.options.${option}.labelEl`)}
                />
              </div>
              <button
                type="button"
                className={`${removeClass} mb-1`}
                disabled={options.fields.length <= ACADEMY_RULES.optionsMin}
                aria-label={t('academyRemoveAnswer', { n: a, q })}
                onClick={() => removeOption(option)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
      <Button
        variant="ghost"
        disabled={options.fields.length >= ACADEMY_RULES.optionsMax}
        aria-label={t('academyAddAnswerTo', { n: q })}
        onClick={() => options.append(emptyOption())}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('academyAddAnswer')}
      </Button>
    </fieldset>
  );
}
