import { useParams } from 'react-router'
import { CoursePage } from '../../features/lms/components/course-page.tsx'

export { loader } from './edu.tsx'

/** /edu/courses/:courseId (issue 17): one of the student's courses. */
export function Component() {
  const { courseId = '' } = useParams()
  return <CoursePage key={courseId} courseId={courseId} />
}
