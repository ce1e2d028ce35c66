/**
 * Every English word of the site that is not in content/: navigation, buttons, form labels, page copy.
 * lib/i18n/es.ts must give every key the same shape (its type is this object's), so a missing
 * translation fails the type-check. Facts (names, prices, dates, links) are not here: they come from
 * content/site.yaml (through lib/site.ts) and lib/data/, and the functions below only place them in a sentence.
 */

import type { Season } from "../site";

export const en = {
  /** How the language switch names this language, in this language ("Español" on an English page). */
  languageName: "English",
  /** Intl locale for dates, times and prices. */
  intl: "en-US",
  /** OpenGraph locale. */
  ogLocale: "en_US",
  /** The line under the title of every share image. */
  shareStrapline: "Shamanic ceremony, retreat and community",

  site: {
    tagline: "Remember who you are. Come home to the circle.",
    mission:
      "A Florida nonprofit holding space for healing through shamanic ceremony, retreat and community, so that every seeker can remember their wholeness and walk in balance with the Earth.",
    description:
      "Shamanic ceremonies, retreats, online circles and The Village community, offered by a Florida nonprofit in Palatka, Jacksonville, Miami, Orlando, Tampa and Fort Lauderdale.",
    /** The planned retreat center's region and opening, as a sentence uses them. */
    retreatRegion: "Central Florida",
    retreatOpening: (season: Season, year: number) => `${{ spring: "Spring", summer: "Summer", fall: "Fall", winter: "Winter" }[season]} ${year}`,
  },

  shell: {
    skipLink: "Skip to main content",
    mainNav: "Main",
    menu: "Menu",
    close: "Close",
    nav: {
      "/": "Home",
      "/about": "About",
      "/services": "Services",
      "/events": "Events",
      "/community": "The Village",
      "/donate": "Donate",
      "/contact": "Contact",
    },
    /** The switch to the other language: its text and label are in that language. */
    switchTo: { label: "Español", title: "Lee esta página en español" },
    footer: {
      nav: "Footer",
      explore: "Explore",
      reachUs: "Reach Us",
      links: {
        "/about": "Our Story",
        "/services": "Ceremonies",
        "/events": "Retreats",
        "/community": "Join The Village",
        "/privacy-policy": "Privacy Policy",
        "/accessibility": "Accessibility",
      },
      rights: "All rights reserved.",
      nonprofit: "A sacred nonprofit organization",
    },
    newTab: "(opens in a new tab)",
    /** Shown above English text on a Spanish page whose translation is not written yet. */
    untranslated: "This page has not been translated yet.",
  },

  contact: {
    email: "Email",
    phone: "Phone",
    serving: "Serving",
    form: {
      label: "Contact form",
      required: ["Fields marked", "with an asterisk", "are required."] as [string, string, string],
      name: "Name",
      email: "Email",
      phone: "Phone",
      subject: "Subject",
      message: "Message",
      submit: "Send Message",
      toastTitle: "Message Sent!",
      toastText: "Thank you for reaching out. We will get back to you shortly.",
      notifications: "Notifications",
      /** Below the button, with and without JavaScript: the address, for a visitor with no mail app. */
      direct: "Sending opens your mail app. No mail app? Write to us:",
      /** The header of the message as copied: "To: address". */
      to: "To",
      /** The panel that keeps a sent message until the visitor says it went (issue 26). */
      recovery: {
        title: "Didn't your mail app open?",
        intro: "Your message is kept in this browser until you tell us it went. Copy it into any e-mail, or send it from your webmail.",
        longTitle: "Copy your message first",
        longIntro: "It is long, and some mail apps cut long messages short. Copy it into a new e-mail to us, or send it from your webmail.",
        message: "Your message",
        copy: "Copy message",
        copied: "Copied. Paste it into a new e-mail to us.",
        selected: "Your message is selected: press Ctrl+C (Cmd+C on a Mac), or use your device's Copy, to copy it.",
        gmail: "Open in Gmail",
        outlook: "Open in Outlook",
        mailApp: "Open in my mail app",
        went: "My message went",
        edit: "Edit message",
        startNew: "Start a new message",
        cleared: "Your message has been cleared from this browser.",
      },
    },
  },

  popup: {
    /** During the giving day's dates (content/site.yaml givingDay). */
    eyebrow: (year: number) => `Florida Giving Day ${year}`,
    title: "Help Build Our Sacred Sanctuary",
    text: (region: string, opening: string) =>
      `This statewide giving day, Floridians everywhere are lifting up the causes they love. Your gift today helps us build a retreat center in ${region}, a sanctuary where anyone can come for ceremony, rest and healing, opening in ${opening}.`,
    /** The rest of the year: the same appeal without a day that has passed. */
    generalEyebrow: "Our sanctuary fund",
    generalText: (region: string, opening: string) =>
      `Your gift helps us build a retreat center in ${region}, a sanctuary where anyone can come for ceremony, rest and healing, opening in ${opening}.`,
    donate: "Donate Now",
    later: "Maybe later",
    close: "Close",
  },

  events: {
    types: {
      "New Series": "New Series",
      "Weekly Coaching": "Weekly Coaching",
      "Weekly Call": "Weekly Call",
      "Bi-Weekly Circle": "Bi-Weekly Circle",
      "Monthly Circle": "Monthly Circle",
      Retreat: "Retreat",
      Workshop: "Workshop",
    },
    dateTbd: "Date TBD",
    timeTbd: "Time TBD",
    days: (days: number) => `${days}-day immersion`,
    every: (weekday: string) => `Every ${weekday}`,
    everyOther: (weekday: string) => `Every other ${weekday}`,
    starts: (date: string, count: number, weekly: boolean) => `Starts ${date} · ${count}\u00a0${weekly ? "weeks" : "sessions"}`,
    next: (date: string) => `next: ${date}`,
    sessionOf: (number: number, count: number, weekly: boolean) => `${weekly ? "Week" : "Session"} ${number} of ${count}`,
    ran: ({ range }: { range: string; from: string; to: string }) => `Ran ${range}`,
    /** An event whose last date has passed: its card and page lead to what a visitor can still do. */
    ended: {
      badge: "Ended",
      note: "This gathering has ended. Join The Village to hear when the next one begins, or write to us with any question.",
      join: "Hear About the Next One",
      ask: "Ask Us About It",
      pastEyebrow: "Already held",
      pastTitle: "Past gatherings",
      pastLead: "These have run their course. Join The Village or write to us to hear when they return.",
    },
    capacity: (capacity: number) => `${capacity} participants max`,
    card: { date: "Date", time: "Time", location: "Location", participants: "Participants", reserve: "Reserve Your Space" },
    details: {
      eyebrow: "About this gathering",
      title: (event: string) => `About ${event}`,
      card: "Event Details",
      when: "When",
      time: "Time",
      where: "Where",
      who: "Who",
      facilitator: "Facilitator",
      capacity: "Capacity",
      cost: "Cost",
      aboutFacilitator: "About the Facilitator",
    },
    addToCalendar: { title: "Add to Calendar", file: "Download .ics file", google: "Google Calendar" },
    subscribe: {
      eyebrow: "Stay in rhythm",
      title: "Subscribe to our calendar",
      lead: "Our weekly circles and series in the calendar you already use. Subscribe once: new dates and changes appear there by themselves.",
      appTitle: "Apple, Outlook or your phone",
      appText: "Opens the calendar app on this device, which asks whether to subscribe.",
      appButton: "Subscribe in your calendar",
      googleTitle: "Google Calendar",
      googleText: "Opens Google Calendar in a new tab: choose “Add” and our events join your own.",
      googleButton: "Add to Google Calendar",
      urlTitle: "Any other calendar",
      urlText: "Copy this address into your calendar’s “Subscribe” or “Add calendar from URL” option.",
    },
    /** The name of the calendar feed in a visitor's calendar app. */
    feedName: (site: string) => `${site} events`,
    feedDescription: (site: string) => `Circles, series and gatherings of ${site}, in Florida time.`,
    /** Labels inside an event's description in calendar files. */
    ics: { cost: "Cost", details: "Details" },
  },

  services: {
    learnMore: "Learn More",
    about: (service: string) => ` about ${service}`,
  },

  volunteer: {
    learnMore: "Learn about this role",
    title: (role: string) => `Volunteer: ${role}`,
  },

  giving: {
    perMonth: "/month",
    perQuarter: "/quarter",
    free: "Free",
    tierLabel: (tier: string, amount: string) => `${tier}, ${amount} a month`,
    /** A tier's name in search results (JSON-LD offers). */
    offerName: (tier: string) => `${tier} monthly gift`,
    mostPopular: "Most Popular",
    tiers: {
      sacredSeed: { phrase: "Plant the first seed", impact: "Provides sage, candles and ceremonial supplies for one monthly community circle.", buttonText: "Plant a Seed" },
      rootedSupporter: { phrase: "Grow deep roots", impact: "Sponsors a seat at a healing circle for someone who could not otherwise attend.", buttonText: "Take Root" },
      radiantLight: { phrase: "Shine light on the path", impact: "Funds a month of free online circles for empaths and highly sensitive people.", buttonText: "Share Your Light" },
      legacyGiver: { phrase: "Leave a lasting legacy", impact: "Offers a full weekend retreat scholarship to a veteran, caregiver or healer in need.", buttonText: "Build a Legacy" },
      sanctuaryBuilder: {
        phrase: "Raise the sanctuary walls",
        impact: "Helps lay the foundation of our retreat center, one stone at a time.",
        buttonText: "Build the Sanctuary",
      },
    },
    oneTime: { title: "One-Time Gift", text: "Give any amount, once, toward circles, scholarships and the sanctuary.", button: "Give Once" },
    disclosure: {
      title: "Florida charitable solicitation disclosure",
      /** The statutory wording (s. 496.411, Florida Statutes) is English; a translation may follow it. */
      registered: (name: string, number: string) =>
        `${name} is registered with the Florida Department of Agriculture and Consumer Services under registration number ${number}.`,
      translation: null as null | { label: string; text: (hotline: string, site: string) => string },
    },
  },

  membership: {
    seeker: {
      description: "Step into the village, meet the community and take part in open circles.",
      benefits: ["Access to The Village online community", "Open monthly circles and live events", "Community discussions and resources"],
      cta: "Join for Free",
    },
    healingPath: {
      description: "For those ready to walk a steady path of growth with weekly support.",
      benefits: ["Everything in Seeker", "Weekly circles, including the Mid-Week Heart-to-Heart", "Guided meditation library", "Members-only workshops"],
      cta: "Start Your Path",
    },
    innerCircle: {
      description: "Deeper immersion with our facilitators and the core of the community.",
      benefits: ["Everything in Healing Path", "50% discount on weekend retreats", "Monthly small-group mentorship", "Priority booking for ceremonies"],
      cta: "Enter the Inner Circle",
    },
    deeperPath: {
      description: "Our most complete journey, with a retreat woven into every season.",
      benefits: ["Everything in Inner Circle Path", "One weekend retreat included per quarter", "Quarterly one-on-one integration session", "Seasonal ceremony invitations"],
      cta: "Walk the Deeper Path",
    },
  },

  roadmap: {
    stage: (n: number) => `Stage ${n}`,
    practices: "Practices",
    stages: [
      {
        title: "The Shedding",
        season: "Letting go",
        text: "Like the snake that outgrows its skin, we begin by releasing what no longer serves: old stories, habits and hurts we have carried too long.",
        practices: ["Release ceremony", "Journaling what you are ready to let go"],
      },
      {
        title: "The Clearing Breath",
        season: "Making space",
        text: "Breathwork and stillness clear the body and mind. In the space that opens, you can finally hear yourself again.",
        practices: ["Sacred breathwork", "Guided meditation"],
      },
      {
        title: "The Nourishing Waters",
        season: "Receiving care",
        text: "Healing needs nourishment. In circle and in nature we learn to receive: rest, support, kindness and the quiet strength of water.",
        practices: ["Heart-to-heart circles", "River and spring walks"],
      },
      {
        title: "The Inner Sun",
        season: "Finding your fire",
        text: "With space and care comes warmth. We rekindle purpose, creativity and joy, the inner sun that was never really gone.",
        practices: ["Soul coaching", "Ecstatic dance"],
      },
      {
        title: "The Rebirth",
        season: "Walking anew",
        text: "We return to daily life changed: rooted, open-hearted and connected, ready to carry the medicine into our families and communities.",
        practices: ["Integration circle", "Joining The Village"],
      },
    ],
  },

  /** Each section's hero illustration text and the eyebrow and title of its share image. */
  heroes: {
    home: { alt: "A river at dusk framed by live oaks, with the moon rising inside a golden ring", eyebrow: "A Florida nonprofit" },
    about: { alt: "Sunrise over rolling hills and cabbage palms", eyebrow: "Our Intention", title: "Healing is a return, not a repair" },
    services: {
      alt: "A forest clearing at night lit by the glow of a ceremonial fire circle",
      eyebrow: "Sacred Services",
      title: "Ceremony, counseling, dance and retreat",
    },
    events: {
      alt: "The phases of the moon arching across a night sky above still water",
      eyebrow: "Events & Retreats",
      title: "Online circles every week, ceremonies on the land",
    },
    village: { alt: "A circle of small lodges beneath a starry sky", eyebrow: "The Village", title: "You were never meant to walk alone" },
    donate: { alt: "A young oak growing on a hill as the sun rises behind it", eyebrow: "Support the sanctuary", title: "Give the gift of healing" },
    journey: { alt: "A winding path climbing a hill toward the rising sun", eyebrow: "The Renewal Journey", title: "Five stages of coming home to yourself" },
    retreat: {
      alt: "Rolling Central Florida hills around a lake, with a lodge in the distance",
      eyebrow: "The Retreat Center",
      title: (region: string, opening: string) => `A sanctuary in ${region}, ${opening}`,
    },
    contact: { alt: "A calm lake at twilight with the first stars appearing" },
    privacy: { alt: "Quiet layered hills under a soft evening sky" },
  },

  pages: {
    home: {
      title: "Shamanic Healing & Community in Florida",
      eyebrow: "A Florida nonprofit for healing & community",
      lead: "Shamanic ceremonies, retreats and online circles for seekers across Florida, held with care, rooted in nature and open to all.",
      explore: "Explore Our Services",
      journey: "Begin the Renewal Journey",
      valuesEyebrow: "What we hold",
      valuesTitle: "Healing that honors body, spirit and community",
      valuesLead: "Everything we offer rests on three simple commitments.",
      values: {
        ceremony: { title: "Sacred Ceremony", text: "Time-honored shamanic practices, held with care and integrity, that open a door to deep healing." },
        community: { title: "Living Community", text: "The Village: a circle of seekers who meet weekly online and in person, so no one walks alone." },
        nature: { title: "Rooted in Nature", text: "Rivers, oaks and open sky in the heart of Florida remind us that healing is a return to balance." },
      },
      ctaEyebrow: "The Village",
      ctaTitle: "You were never meant to walk alone",
      ctaLead:
        "Join The Village, our online community of seekers, for weekly circles, live events and friendship on the path, or find a gathering near you.",
      join: "Join The Village",
      events: "See Upcoming Events",
    },
    about: {
      title: "Our Intention",
      description: (site: string) =>
        `Why ${site} exists: our mission of healing through ceremony, retreat and community, and the four values of Inclusivity, Balance, Remembrance and Sovereignty.`,
      eyebrow: "Our Story",
      lead: "A circle of healers, seekers and neighbors in the heart of Florida, devoted to remembering what it means to be whole.",
      missionEyebrow: "Our Mission",
      missionTitle: "Healing is a return, not a repair",
      story: [
        "We began as a small circle meeting in a living room in Palatka. Today we gather on the banks of the St. Johns River, in the pine woods of Interlachen and online in The Village, with seekers from Jacksonville to Miami, Orlando to Tampa and Fort Lauderdale.",
        "Our ceremonies draw on time-honored shamanic practice: drumming, breath, journeying, fire and water. We hold them with humility, with trained facilitators, and with care for every person who steps into the circle. As a nonprofit, we keep our doors open to all, and we offer sponsored seats so that cost is never the reason someone stays away.",
      ],
      valuesEyebrow: "What guides us",
      valuesTitle: "Four values we walk by",
      values: {
        inclusivity: {
          title: "Inclusivity",
          text: "Every seeker is welcome, whatever their background, belief, identity or means. We offer sponsored seats so that cost never closes the door.",
        },
        balance: {
          title: "Balance",
          text: "Healing is not escape but return: to the body, to relationship and to the rhythms of the Earth. We honor both light and shadow.",
        },
        remembrance: {
          title: "Remembrance",
          text: "We remember the wisdom of our ancestors and the wholeness we were born with, and we hold these traditions with humility and respect.",
        },
        sovereignty: {
          title: "Sovereignty",
          text: "You are the authority on your own journey. We guide and hold space; we never ask you to hand over your power.",
        },
      },
      ctaEyebrow: "The Sanctuary",
      ctaTitle: "Help us build a home for healing",
      ctaLead: (region: string, opening: string) =>
        `We are creating a retreat center in ${region}, opening in ${opening}: land, a lodge and a ceremony circle held in trust for the whole community.`,
      donate: "Make a Donation",
      retreat: "See the Retreat Center",
    },
    services: {
      title: "Sacred Services",
      description:
        "Guided meditation, spiritual counseling, ancestral healing, ecstatic dance, soul coaching, seasonal and corporate retreats and sacred weddings, offered across Florida.",
      eyebrow: "Ceremonies & Services",
      lead: "Eight ways to begin or deepen your healing, each offered with care by experienced facilitators, in person in Florida or online.",
      gridEyebrow: "Find your path",
      gridTitle: "What we offer",
      ctaTitle: "Not sure where to begin?",
      ctaLead:
        "Tell us a little about what you are looking for and we will help you find the right first step, or come meet the community in The Village.",
      contact: "Contact Us",
      village: "Visit The Village",
    },
    service: {
      eyebrow: "Sacred Services",
      approach: "Our Sacred Approach",
      benefitsEyebrow: "What you may receive",
      benefits: "Benefits",
      ctaTitle: "Ready to begin?",
      ctaLead: "Reach out and we will answer your questions and help you plan your first session.",
      begin: "Begin Your Journey",
    },
    events: {
      title: "Events & Retreats",
      description:
        "Weekly online circles, the Red Book series, new moon and women's circles, breathwork and the Winter Solstice Retreat: RSVP or join the waitlist.",
      eyebrow: "Gather with us",
      lead: "Online circles every week, and ceremonies, workshops and retreats on our land in Interlachen. Come as you are.",
      gridEyebrow: "Upcoming",
      gridTitle: "Circles, series and retreats",
      ctaTitle: "Never miss a gathering",
      ctaLead: "Dates for in-person circles and retreats are announced first in The Village, our online community.",
      enter: "Enter The Village",
      ask: "Ask a Question",
    },
    community: {
      title: "The Village",
      description:
        "Join The Village, our online healing community: free and paid membership paths, volunteer roles and an AI companion for the journey between circles.",
      eyebrow: "Our online community",
      lead: "A living circle of seekers who meet every week for coaching, conversation, ceremony and friendship. Wherever you are in Florida or beyond, there is a place for you here.",
      enter: "Enter The Village",
      tiersEyebrow: "Membership",
      tiersTitle: "Choose your path",
      tiersLead: "Every path includes the heart of the village: community, circles and support. Go deeper when you are ready.",
      volunteerEyebrow: "Serve the circle",
      volunteerTitle: "Volunteer with us",
      volunteerLead: "The village is built by many hands. Find the role that fits your gifts.",
      ctaEyebrow: "Between circles",
      ctaTitle: "Your AI companion for the journey",
      ctaLead:
        "Our companion app offers gentle reflection prompts, meditations and integration journaling, any hour of the day. It supports, never replaces, the human care of our circles.",
      companion: "Meet the Companion",
      invitation: "Accept Your Invitation",
    },
    role: {
      eyebrow: "Volunteer with The Village",
      role: "The Role",
      commitment: "Time commitment:",
      why: "The Deeper Why",
      ctaTitle: "Ready to serve?",
      ctaLead: "Tell us a little about yourself and we will be in touch about orientation and next steps.",
      ready: "I'm Ready to Volunteer",
    },
    donate: {
      title: "Donate",
      description: (site: string, amount: string, region: string) =>
        `Give monthly from ${amount} or make a one-time gift to ${site}: sponsor healing circles and help build our retreat center in ${region}.`,
      eyebrow: "Support the sanctuary",
      heroTitle: "Give the Gift of Healing",
      lead: (region: string) => `Every gift keeps our circles open to all and brings our retreat center in ${region} closer to opening its doors.`,
      give: "Make a Sacred Gift",
      impactEyebrow: "Your impact",
      impactTitle: "What your generosity makes possible",
      impact: {
        circles: { title: "Circles open to all", text: "Your gift keeps weekly circles free or low-cost, so no seeker is turned away for lack of means." },
        healing: { title: "Sponsored healing", text: "Scholarships bring ceremonies and retreats to veterans, caregivers and people in grief or recovery." },
        sanctuary: {
          title: "A sanctuary for Florida",
          text: (region: string, opening: string) => `Every gift helps build our retreat center in ${region}, opening in ${opening}.`,
        },
      },
      giveEyebrow: "Give",
      giveLead: "Choose a monthly tier, give once, or set your own monthly amount. Every gift is tax-deductible to the extent allowed by law.",
      monthly: "Monthly Giving",
      monthlyLead: "Monthly gifts are the steady heartbeat of our work. Choose the tier that feels right:",
      otherAmount: "Give a Different Monthly Amount",
      otherEyebrow: "More ways",
      otherTitle: "Other ways to support",
      other: {
        volunteer: { title: "Volunteer", text: "Give your time and gifts as a ceremony assistant, host or outreach guide.", label: "See volunteer roles" },
        share: { title: "Share the Link", text: "Send our donation page to a friend who believes in healing and community.", label: "Open the donation page" },
        inKind: { title: "Gifts in Kind", text: "Land, materials, instruments or professional skills for the sanctuary: write to us.", label: "Contact us" },
      },
    },
    contact: {
      title: "Contact Us",
      description: (site: string, email: string) =>
        `Write to ${site} about ceremonies, retreats, volunteering or The Village, or reach us by e-mail at ${email} or by phone.`,
      eyebrow: "We would love to hear from you",
      lead: "Questions about a ceremony, a retreat or volunteering? Send us a note. A real person reads every message and replies within two days.",
      formEyebrow: "Reach out",
      formTitle: "Send us a message",
      direct: "Prefer to write or call directly? We are glad to talk.",
    },
    journey: {
      title: "The Renewal Journey",
      description:
        "Five stages of healing, from The Shedding and The Clearing Breath to The Nourishing Waters, The Inner Sun and The Rebirth: the path we walk together.",
      eyebrow: "A path in five stages",
      lead: "Healing is rarely a straight line, but it has a shape. These five stages describe the path many of us walk, in ceremony, in circle and in daily life.",
      roadmapEyebrow: "The roadmap",
      roadmapTitle: "From shedding to rebirth",
      roadmapLead: "Move through the stages at your own pace. Each one has practices and gatherings to support it.",
      ctaTitle: "Walk it with others",
      ctaLead:
        "The journey is lighter in company. Step into The Village to find your circle, or learn how membership supports you at every stage.",
      enter: "Enter The Village",
      membership: "Explore Membership",
    },
    retreat: {
      title: "The Retreat Center",
      description: (region: string, opening: string) =>
        `A sneak peek at our retreat center in ${region}, coming ${opening}: the grounds, the ceremony circle, the lodge, the garden, the water and the night sky.`,
      eyebrow: (region: string, opening: string) => `${region} · Coming ${opening}`,
      lead: (region: string) => `A sanctuary for ceremony, rest and renewal, taking shape among the lakes and oaks of ${region}.`,
      galleryEyebrow: "Sneak peek",
      galleryTitle: "A first look at the sanctuary",
      galleryLead: (region: string, opening: string) => `Here is what we are building in ${region}, opening ${opening}.`,
      gallery: {
        grounds: { title: "The Grounds", caption: "Forty acres of meadow and old live oaks, crossed by quiet walking paths.", alt: "Illustration of a sunlit meadow with live oaks and winding footpaths" },
        circle: { title: "The Ceremony Circle", caption: "An open-air stone circle around a central fire, for ceremony under the stars.", alt: "Illustration of a ring of stones around a fire beneath a starry sky" },
        lodge: { title: "The Lodge", caption: "A wooden lodge among the palms with a gathering hall, kitchen and guest rooms.", alt: "Illustration of a wooden lodge with a wide porch among cabbage palms" },
        garden: { title: "The Garden", caption: "Raised beds of herbs, vegetables and flowers that feed our retreats.", alt: "Illustration of raised garden beds with sunflowers and herbs" },
        water: { title: "The Water", caption: "A spring-fed lake with a small dock for sunrise meditation and reflection.", alt: "Illustration of a calm lake with a wooden dock at sunrise" },
        nightSky: { title: "The Night Sky", caption: "Far from city lights, the Milky Way arches over the tree line.", alt: "Illustration of the Milky Way and a crescent moon above a dark tree line" },
      },
      visionEyebrow: "Our vision",
      visionTitle: "A home for healing, held in trust",
      vision: [
        "For years our ceremonies have moved from borrowed rooms to rented land. The retreat center will give them a home: a place where a weekend retreat, a new moon circle or a quiet day of rest can unfold without hurry, in the company of water, oaks and open sky.",
        "It will be a nonprofit sanctuary, owned by no one and open to everyone, with sponsored stays for those who could not otherwise come. Every gift, large or small, lays a stone in its foundation.",
      ],
      donate: "Donate to the Sanctuary",
    },
    privacy: {
      title: "Privacy Policy",
      description: (site: string, date: string) =>
        `How ${site} handles the little information this website touches: no accounts, no tracking, a contact form that stays in your browser. Effective ${date}.`,
      eyebrow: "Your trust matters",
      effective: (date: string) => `Effective ${date}.`,
      intro: (site: string) => `This policy explains what information ${site} collects through this website and how we use it.`,
    },
    accessibility: {
      title: "Accessibility Statement",
      description: (site: string) =>
        `How accessible the ${site} website is: the standard we aim for (WCAG 2.2 AA), what we test, the known limitations and how to tell us about a barrier.`,
      eyebrow: "Open to everyone",
      written: (date: string) => `Written ${date}.`,
      intro: (site: string) => `${site} wants everyone to be able to use this website, whatever their abilities or the way they browse.`,
    },
    notFound: {
      title: "Page Not Found",
      description: "This page could not be found. Return home or see our upcoming events.",
      heading: "This path has grown over",
      lead: "The page you were looking for is not here. It may have moved, or the link may be mistyped.",
      home: "Return Home",
      events: "See Upcoming Events",
    },
  },
};

/** The shape every locale's dictionary has. */
export type Dictionary = typeof en;
