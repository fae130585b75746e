/** Word lists for realistic campus profiles (spec 3 "User profile" facets). */
export const PRONOUNS = ['she/her', 'he/him', 'they/them', 'she/they', 'he/they']
export const LANGUAGES = [
  'English', 'Spanish', 'French', 'German', 'Mandarin', 'Hindi', 'Arabic', 'Portuguese',
  'Japanese', 'Korean', 'Italian', 'Russian', 'Vietnamese', 'Swahili', 'Polish', 'Turkish',
]
export const INTERESTS = [
  'Photography', 'Hiking', 'Robotics', 'Chess', 'Film', 'Cooking', 'Poetry', 'Gaming',
  'Volunteering', 'Jazz', 'Theatre', 'Painting', 'Astronomy', 'Podcasts', 'Climbing',
  'Entrepreneurship', 'Debate', 'Dance', 'Gardening', 'Open source',
]
export const SPORTS = [
  'Soccer', 'Basketball', 'Tennis', 'Swimming', 'Running', 'Volleyball', 'Rowing',
  'Baseball', 'Cycling', 'Badminton', 'Ultimate frisbee', 'Rugby',
]
export const LOOKING_FOR = [
  'Internship', 'Study group', 'Mentor', 'Research position', 'Part-time job',
  'Project partners', 'Roommate', 'Full-time job',
]
export const INDUSTRIES = [
  'Technology', 'Healthcare', 'Finance', 'Education', 'Design', 'Energy', 'Media',
  'Public sector', 'Consulting', 'Biotech', 'Law', 'Non-profit',
]
export const MAJORS = [
  'Computer Science', 'Biology', 'Economics', 'Psychology', 'Mechanical Engineering',
  'History', 'Mathematics', 'Nursing', 'Political Science', 'Chemistry', 'Fine Arts',
  'Business Administration', 'Environmental Science', 'Philosophy', 'Music',
]
