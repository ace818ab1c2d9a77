import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { QuizAnswerInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const trainingKey = ['training'] as const;

graphql(`
  fragment TrainingFields on Training {
    courseId
    titleEn
    titleEl
    descriptionEn
    descriptionEl
    enrolledAt
    dueAt
    overdue
    completedLessons
    totalLessons
    progress
    completedAt
    certificateUrl
  }
`);

// A lesson as its learner takes it: never the right answers of a quiz.
graphql(`
  fragment TrainingLessonFields on TrainingLesson {
    completed
    bestScore
    attempts
    lesson {
      _id
      position
      kind
      titleEn
      titleEl
      bodyEn
      bodyEl
      images {
        _id
        fileName
        url
      }
      videoUrl
      videoEmbedUrl
      file {
        _id
        fileName
        size
        url
      }
      passMark
      questions {
        _id
        promptEn
        promptEl
        options {
          _id
          labelEn
          labelEl
        }
      }
    }
  }
`);

const mineDocument = graphql(`
  query MyTraining {
    training {
      mine {
        ...TrainingFields
      }
    }
  }
`);

const courseDocument = graphql(`
  query TrainingCourse($courseId: ID!) {
    training {
      course(courseId: $courseId) {
        training {
          ...TrainingFields
        }
        lessons {
          ...TrainingLessonFields
        }
      }
    }
  }
`);

const completeDocument = graphql(`
  mutation CompleteLesson($lessonId: ID!) {
    training {
      completeLesson(lessonId: $lessonId) {
        success
        message
        messageKey
      }
    }
  }
`);

const attemptDocument = graphql(`
  mutation AttemptQuiz($lessonId: ID!, $answers: [QuizAnswerInput!]!) {
    training {
      attemptQuiz(lessonId: $lessonId, answers: $answers) {
        success
        message
        messageKey
        score
        passed
        passMark
      }
    }
  }
`);

// The signed-in person's courses: to take, due first, and those completed.
export function useMyTraining() {
  return useQuery({
    queryKey: [...trainingKey, 'mine'],
    queryFn: async () => (await request(mineDocument, {}, { notify: false })).training.mine,
  });
}

export function useTrainingCourse(courseId: string) {
  return useQuery({
    queryKey: [...trainingKey, 'course', courseId],
    queryFn: async () =>
      (await request(courseDocument, { courseId }, { notify: false })).training.course ?? null,
  });
}

// Doing a lesson changes the course's progress and the list's: both are read again.
function useTrainingWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKey }),
  });
}

export const useCompleteLesson = () =>
  useTrainingWrite(
    async (lessonId: string) =>
      (await request(completeDocument, { lessonId })).training.completeLesson,
  );

export const useAttemptQuiz = () =>
  useTrainingWrite(
    async (variables: { lessonId: string; answers: QuizAnswerInput[] }) =>
      (await request(attemptDocument, variables)).training.attemptQuiz,
  );
