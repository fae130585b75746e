import type { PostText } from './demo-feed-texts.ts'

/** What any club's officers post as news. */
export const CLUB_NEWS: PostText[] = [
  {
    body: [
      'Our first meeting of the term is this Thursday at 6pm. New faces very welcome, no experience needed. Bring a friend!',
    ],
  },
  {
    body: [
      'Thank you to everyone who stopped by our table at the activities fair: over 60 sign-ups! Welcome emails are going out this week.',
    ],
    images: 2,
  },
  {
    body: [
      'Officer elections are coming up. If you want to run for treasurer or events lead, post a short pitch in the discussion tab by Friday.',
    ],
  },
  {
    body: [
      'Quick reminder that term dues ($10) are due by the end of the month. They cover supplies and the end-of-term social.',
    ],
  },
  {
    body: [
      'Huge thanks to {@} for organising last weekend. Photos from the day are below; tell us what you want to do next.',
    ],
    images: 3,
  },
  {
    body: [
      'We are looking for a social media lead for the rest of the term. A couple of hours a week, great for your CV, and you get to pick the memes.',
    ],
  },
  {
    body: ['When should we meet next term? Pick every slot that works for you.'],
    poll: {
      question: 'Which slots work for you?',
      options: ['Monday evening', 'Wednesday evening', 'Thursday evening', 'Saturday morning'],
      multiple: true,
    },
  },
  {
    body: [
      "Room change: this week we're in the student center, room 210, because of exams in our usual room. Same time as always.",
    ],
  },
  {
    body: [
      '{club} is now on the school calendar: every meeting and event is in the Events tab, and you can add them to your phone calendar from there.',
    ],
  },
  {
    body: [
      'End-of-term social is confirmed! Games, snacks and a few awards nobody will take seriously. Details in the Events tab.',
    ],
    images: 1,
  },
]

/** News only one club would post, by its name. */
export const CLUB_SPECIAL_NEWS: Record<string, PostText[]> = {
  'Chess Club': [
    {
      body: [
        'Our A team finished second at the regional rapid tournament on Saturday! Special mention to {@} who went 5/6 on board one.',
      ],
      images: 1,
    },
  ],
  'Debate Society': [
    {
      body: [
        'Motion for Thursday: "This house would make voting compulsory." Teams are posted on the door of room 12; swap requests by Wednesday noon.',
      ],
    },
  ],
  'Hiking & Outdoors Club': [
    {
      body: [
        'Saturday hike to Eagle Ridge is on: 9km, moderate, 500m of climbing. Meet at the east parking lot at 7:30. Boots, water and a layer, the top gets windy.',
      ],
      images: 2,
    },
  ],
  'Robotics Team': [
    {
      body: [
        'The drivetrain passed its first full test in the workshop last night. Competition is in five weeks; build sessions are now Tuesday, Thursday and Sunday.',
      ],
      images: 2,
    },
  ],
  'Ultimate Frisbee': [
    {
      body: [
        'Pickup games every Sunday at 2pm on the south field, rain or shine (okay, maybe not thunder). All levels, we teach the rules as we go.',
      ],
    },
  ],
  'Campus Sustainability Coalition': [
    {
      body: [
        'The repair café is back: bring a broken lamp, a torn jacket or a wobbly chair to the student center on Saturday and we fix it together.',
      ],
      images: 1,
    },
  ],
  'Sailing Club': [
    {
      body: [
        'Boats are back in the water! Intro sessions on the lake every Saturday morning this month; life jackets provided, just bring clothes that can get wet.',
      ],
      images: 2,
    },
  ],
  'Coding Circle': [
    {
      body: [
        'Hack night this Friday from 6pm: bring a side project or pick one from our list at https://coding.example.edu/ideas. Pizza at 8.',
      ],
    },
  ],
}

/** The Photography Club's news by its officer Maya (the demo's student@demo.edu). */
export const PHOTOGRAPHY_NEWS: PostText[] = [
  {
    body: [
      'Photos from our night walk along the river are up! Thank you all for braving the cold. Next walk is the golden hour one, see the Events tab for places.',
    ],
    images: 2,
  },
  {
    body: [
      'The darkroom in the Arts Building is ours again on Wednesday evenings. Chemicals and paper are covered by the club; bring your own negatives.',
    ],
  },
  {
    body: [
      'Spring exhibition call: send us up to three photos by the end of next month. The theme this year is "small things". Prints will hang in the library atrium.',
    ],
    images: 1,
  },
]

/** What members post in a club's discussion. */
export const DISCUSSION_POSTS: PostText[] = [
  {
    body: ['Anyone want to carpool to the next event? I have three free seats.'],
  },
  {
    body: ['Just joined {club}, hi everyone! Really looking forward to the next meeting.'],
  },
  {
    body: [
      'Does anyone have notes from the last meeting? I missed it because of a midterm and want to catch up.',
    ],
  },
  {
    body: ['Found this and thought of all of you: https://www.example.org/campus-clubs-guide'],
  },
  {
    body: ['Idea for a future meeting: a joint event with another club? {@} what do you think?'],
  },
  {
    body: ['Quick survey for the rest of the term, what should we do more of?'],
    poll: {
      question: 'More of what?',
      options: ['Workshops', 'Socials', 'Trips', 'Guest speakers'],
    },
  },
  {
    body: ['Some shots from Saturday, the light was perfect.'],
    images: 2,
  },
  {
    body: [
      'Is anyone else going to the career fair? Would be nice to go as a group and compare notes after.',
    ],
  },
  {
    body: ['Can we do a study break meetup during finals week? Coffee and zero talk of exams.'],
  },
  {
    body: ['Thank you to whoever brought the homemade cookies on Thursday. Recipe please!'],
  },
]

/** A club's forum threads: a title, then the conversation in the comments. */
export const FORUM_THREADS: PostText[] = [
  {
    title: 'Introduce yourself!',
    body: [
      'New this term? Tell us your name, year and what got you into {club}. Old members, you too.',
    ],
  },
  {
    title: 'Gear and resources for beginners',
    body: [
      "Let's collect the best beginner resources in one thread. Books, videos, what to buy and what to skip.",
    ],
  },
  {
    title: 'Ideas for next term',
    body: ['Dream big: trips, speakers, collaborations. The officers read every reply.'],
  },
  {
    title: 'Lost and found',
    body: ['Left something at a meeting or event? Post here and we will check the club cupboard.'],
  },
  {
    title: 'Feedback on this term',
    body: ['What worked, what did not, what would make you come more often? Be honest, be kind.'],
  },
]
