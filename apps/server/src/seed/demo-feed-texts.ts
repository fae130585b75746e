/**
 * What the demo's feed says (issue 16 "Demo data: a term of posts, comments and likes"),
 * written by hand as students and staff write. In a text, `{school}` and `{club}` are the
 * school's and the club's names, `{@}` a schoolmate mentioned (a member of the same club),
 * and a bare https address becomes a link.
 */
export interface PostText {
  /** A forum thread's title. */
  title?: string
  /** Paragraphs. */
  body: string[]
  /** How many generated photos go with it (1 to 3). */
  images?: number
  poll?: { question: string; options: string[]; multiple?: boolean }
}

/** The school's pinned welcome, by its admin. */
export const WELCOME_POST: PostText = {
  body: [
    'Welcome back to {school}! This feed is where the school shares news, reminders and the occasional poll, and where clubs share what they are up to.',
    'Be kind, keep it useful, and report anything that crosses the line: the moderators read every report. Have a great term!',
  ],
}

/** The school's own posts, by staff. */
export const SCHOOL_POSTS: PostText[] = [
  {
    body: [
      'The library stays open until 2am from Sunday to Thursday through midterms. Quiet floors are 3 and 4; group rooms can be booked at https://library.example.edu/rooms',
    ],
  },
  {
    body: [
      'Free flu shots at the Health Center this Tuesday and Wednesday, 10am to 4pm. Bring your student card; no appointment needed.',
    ],
  },
  {
    body: [
      'Course registration for next term opens Monday at 8am for seniors, Tuesday for juniors, Wednesday for everyone else. Check your holds before then so nothing blocks you.',
    ],
  },
  {
    body: [
      'Heads up: the campus Wi-Fi will be down for maintenance on Saturday between 6 and 8am. Wired connections in the library are not affected.',
    ],
  },
  {
    body: [
      'The dining hall is trying a late-night menu (9pm to midnight) in the North Commons for the next three weeks. Tell us what you think!',
    ],
    poll: {
      question: 'What should the late-night menu add next?',
      options: ['Ramen bar', 'Breakfast all night', 'Build-your-own salad', 'Vegan burgers'],
    },
  },
  {
    body: [
      'Mental Health Awareness Week starts Monday: drop-in counselling, therapy dogs in the student center on Wednesday, and a mindfulness walk on Friday morning.',
    ],
  },
  {
    body: [
      "Lost and found is overflowing: twelve water bottles, four calculators and a very nice wool coat. Come by the student center front desk before they're donated at the end of the month.",
    ],
  },
  {
    body: [
      'Study abroad info session on Thursday at 5pm in the Global Center. Hear from students back from Madrid, Seoul and Edinburgh; applications for next year close in six weeks.',
    ],
    images: 1,
  },
  {
    body: [
      'The campus shuttle adds a stop at the Riverside apartments from Monday, every 20 minutes from 7am to 11pm. Updated map at https://transport.example.edu/shuttle',
    ],
  },
  {
    body: [
      'Help us plan the spring festival: which weekend works best for you? Voting closes Friday.',
    ],
    poll: {
      question: 'Which weekend for the spring festival?',
      options: ['Last weekend of April', 'First weekend of May', 'Second weekend of May'],
    },
  },
  {
    body: [
      'Reminder: the fire alarm test is on Wednesday at 11am in every residence hall. No need to evacuate for the test itself.',
    ],
  },
]

/** What students post to the school feed when their school lets them. */
export const STUDENT_SCHOOL_POSTS: PostText[] = [
  {
    body: [
      'Did anyone find a blue Hydro Flask with a sticker of a frog on it? Left it in the science library on the second floor yesterday afternoon.',
    ],
  },
  {
    body: [
      'Selling my Calculus textbook (8th edition, barely highlighted) for half the bookstore price. Message me if you need it for next term.',
    ],
  },
  {
    body: [
      'Anyone driving to the airport Friday afternoon? Happy to split gas, I only have a carry-on.',
    ],
  },
  {
    body: [
      'Organic Chemistry study group forming for the midterm: Tuesdays and Thursdays at 7pm in library room 3B. Everyone welcome, bring your worst practice problems.',
    ],
  },
  {
    body: ['The sunset over the quad tonight was unreal. Whoever planted those maples, thank you.'],
    images: 1,
  },
  {
    body: ['Which coffee on campus actually keeps you awake through an 8am lecture?'],
    poll: {
      question: 'Best coffee on campus?',
      options: ['Student center cart', 'Library café', 'The one by the gym', 'I bring my own'],
    },
  },
]

/** Comments anyone might leave under a post. */
export const COMMENTS: string[] = [
  'Count me in!',
  'This is great, thank you for sharing.',
  'What time does it end? I have a lab until 6.',
  'Finally! Been waiting for this all term.',
  'Is this open to first-years too?',
  'Saving this for later.',
  'Love this, see you there.',
  'Can we bring a friend who is not a member yet?',
  'Thanks for organising, this was so much fun last time.',
  '{@} you have to come to this one.',
  '{@} this is the thing I told you about!',
  'Where exactly is it? I always get lost in that building.',
  'Do we need to sign up somewhere first?',
  'Honestly the best news this week.',
  "I'll be a bit late but I'm coming.",
  'Is there a waiting list if it fills up?',
  'Yes please, more of this.',
  'Can someone share the slides afterwards?',
  'Tagging {@} because we were just talking about this.',
  'Is it okay to come if I have zero experience?',
  'How much does it cost, if anything?',
  'This made my day.',
  'Will there be food? Asking for a friend (me).',
  'Happy to help set up if you need hands.',
]

/** Comments under a post with photos. */
export const PHOTO_COMMENTS: string[] = [
  'Great photos, who took them?',
  'The second one is my new wallpaper.',
  'Those colours!',
  '{@} look, you made it into the photos!',
]

/** Replies to a comment. */
export const REPLIES: string[] = [
  'Same here!',
  'Yes, everyone is welcome.',
  'It should wrap up around 8.',
  'I think so, I went last year as a first-year.',
  'Haha agreed.',
  'See you there then!',
  'Good question, I was wondering too.',
  'No sign-up needed, just show up.',
  "It's free for members.",
  '{@} knows the details, I think.',
  "I'll save you a seat.",
  "Second floor, past the vending machines. You can't miss it.",
  'Thank you!',
  'Pretty sure there will be pizza.',
]
