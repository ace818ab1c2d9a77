import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CourseInput, LessonInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const academyKey = ['academy'] as const;

graphql(`
  fragment AcademyFileFields on LessonFile {
    _id
    fileName
    contentType
    size
    url
  }
`);

graphql(`
  fragment AcademyLessonFields on Lesson {
    _id
    courseId
    position
    kind
    status
    titleEn
    titleEl
    bodyEn
    bodyEl
    images {
      ...AcademyFileFields
    }
    videoUrl
    videoEmbedUrl
    file {
      ...AcademyFileFields
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
      answerId
    }
  }
`);

graphql(`
  fragment AcademyCourseFields on Course {
    _id
    titleEn
    titleEl
    descriptionEn
    descriptionEl
    status
    assignments {
      role
      dueDays
    }
    publishedLessons
    enrolled
    completed
    completionRate
    overdue
    createdAt
    publishedAt
  }
`);

const coursesDocument = graphql(`
  query AcademyCourses {
    academy {
      courses {
        ...AcademyCourseFields
      }
    }
  }
`);

const courseDocument = graphql(`
  query AcademyCourse($id: ID!) {
    academy {
      course(id: $id) {
        ...AcademyCourseFields
        lessons {
          ...AcademyLessonFields
        }
      }
    }
  }
`);

const progressDocument = graphql(`
  query AcademyProgress($courseId: ID!) {
    academy {
      businessProgress(courseId: $courseId) {
        merchantId
        businessName
        enrolled
        completed
        completionRate
        overdue
      }
    }
  }
`);

const learnersDocument = graphql(`
  query AcademyLearners($courseId: ID!, $merchantId: ID, $overdueOnly: Boolean, $after: String) {
    academy {
      learners(
        courseId: $courseId
        merchantId: $merchantId
        overdueOnly: $overdueOnly
        after: $after
      ) {
        nodes {
          employeeId
          name
          email
          businesses
          dueAt
          completedLessons
          totalLessons
          completedAt
          overdue
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const createCourseDocument = graphql(`
  mutation AcademyCreateCourse($input: CourseInput!) {
    academy {
      createCourse(input: $input) {
        success
        message
        messageKey
        course {
          _id
        }
      }
    }
  }
`);

const updateCourseDocument = graphql(`
  mutation AcademyUpdateCourse($id: ID!, $input: CourseInput!) {
    academy {
      updateCourse(id: $id, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const publishCourseDocument = graphql(`
  mutation AcademyPublishCourse($id: ID!) {
    academy {
      publishCourse(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const retireCourseDocument = graphql(`
  mutation AcademyRetireCourse($id: ID!) {
    academy {
      retireCourse(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const assignCourseDocument = graphql(`
  mutation AcademyAssignCourse($courseId: ID!, $role: String!, $dueDays: Int!) {
    academy {
      assignCourse(courseId: $courseId, role: $role, dueDays: $dueDays) {
        success
        message
        messageKey
      }
    }
  }
`);

const unassignCourseDocument = graphql(`
  mutation AcademyUnassignCourse($courseId: ID!, $role: String!) {
    academy {
      unassignCourse(courseId: $courseId, role: $role) {
        success
        message
        messageKey
      }
    }
  }
`);

const addLessonDocument = graphql(`
  mutation AcademyAddLesson($courseId: ID!, $input: LessonInput!) {
    academy {
      addLesson(courseId: $courseId, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const updateLessonDocument = graphql(`
  mutation AcademyUpdateLesson($id: ID!, $input: LessonInput!) {
    academy {
      updateLesson(id: $id, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const moveLessonDocument = graphql(`
  mutation AcademyMoveLesson($id: ID!, $position: Int!) {
    academy {
      moveLesson(id: $id, position: $position) {
        success
        message
        messageKey
      }
    }
  }
`);

const publishLessonDocument = graphql(`
  mutation AcademyPublishLesson($id: ID!) {
    academy {
      publishLesson(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const retireLessonDocument = graphql(`
  mutation AcademyRetireLesson($id: ID!) {
    academy {
      retireLesson(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

// Every course with its figures, newest first. Not paged: the provider writes a handful.
export function useCourses() {
  return useQuery({
    queryKey: [...academyKey, 'courses'],
    queryFn: async () => (await request(coursesDocument, {}, { notify: false })).academy.courses,
  });
}

// One course with every lesson (drafts and retired ones too), as its writers see it.
export function useCourse(id: string) {
  return useQuery({
    queryKey: [...academyKey, 'course', id],
    queryFn: async () =>
      (await request(courseDocument, { id }, { notify: false })).academy.course ?? null,
  });
}

export interface ProgressFilters {
  courseId: string;
  merchantId: string;
  overdueOnly: boolean;
}

// A course's progress per business.
export function useCourseProgress(courseId: string) {
  return useQuery({
    queryKey: [...academyKey, 'progress', courseId],
    enabled: courseId !== '',
    queryFn: async () =>
      (await request(progressDocument, { courseId }, { notify: false })).academy.businessProgress,
  });
}

// A course's progress per person, a page at a time; '' is every business.
export function useLearners({ courseId, merchantId, overdueOnly }: ProgressFilters) {
  return useInfiniteQuery({
    queryKey: [...academyKey, 'learners', courseId, merchantId, overdueOnly],
    enabled: courseId !== '',
    // Another filter keeps the rows in view until its own arrive.
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await request(
          learnersDocument,
          { courseId, merchantId: merchantId || null, overdueOnly, after: pageParam },
          { notify: false },
        )
      ).academy.learners,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

// A write changes the list's figures, the course and its progress: all are read again.
function useAcademyWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyKey }),
  });
}

// The forms' writes say their failures in the form (notify: false); the buttons' in a toast.
export const useCreateCourse = () =>
  useAcademyWrite(
    async (input: CourseInput) =>
      (await request(createCourseDocument, { input }, { notify: false })).academy.createCourse,
  );

export const useUpdateCourse = () =>
  useAcademyWrite(
    async ({ id, input }: { id: string; input: CourseInput }) =>
      (await request(updateCourseDocument, { id, input }, { notify: false })).academy.updateCourse,
  );

export const usePublishCourse = () =>
  useAcademyWrite(
    async (id: string) => (await request(publishCourseDocument, { id })).academy.publishCourse,
  );

export const useRetireCourse = () =>
  useAcademyWrite(
    async (id: string) => (await request(retireCourseDocument, { id })).academy.retireCourse,
  );

export const useAssignCourse = () =>
  useAcademyWrite(
    async (variables: { courseId: string; role: string; dueDays: number }) =>
      (await request(assignCourseDocument, variables, { notify: false })).academy.assignCourse,
  );

export const useUnassignCourse = () =>
  useAcademyWrite(
    async (variables: { courseId: string; role: string }) =>
      (await request(unassignCourseDocument, variables)).academy.unassignCourse,
  );

export const useAddLesson = () =>
  useAcademyWrite(
    async ({ courseId, input }: { courseId: string; input: LessonInput }) =>
      (await request(addLessonDocument, { courseId, input }, { notify: false })).academy.addLesson,
  );

export const useUpdateLesson = () =>
  useAcademyWrite(
    async ({ id, input }: { id: string; input: LessonInput }) =>
      (await request(updateLessonDocument, { id, input }, { notify: false })).academy.updateLesson,
  );

export const useMoveLesson = () =>
  useAcademyWrite(
    async (variables: { id: string; position: number }) =>
      (await request(moveLessonDocument, variables)).academy.moveLesson,
  );

export const usePublishLesson = () =>
  useAcademyWrite(
    async (id: string) => (await request(publishLessonDocument, { id })).academy.publishLesson,
  );

export const useRetireLesson = () =>
  useAcademyWrite(
    async (id: string) => (await request(retireLessonDocument, { id })).academy.retireLesson,
  );
