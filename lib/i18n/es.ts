import type { Dictionary } from "./en";

/** "la primavera de 2026" -> "primavera de 2026": a place or season as a short label uses it, without its article. */
const withoutArticle = (s: string) => s.replace(/^(el|la|los|las) /i, "");
/** A weekday name in the plural ("miércoles" stays, "sábado" -> "sábados"). */
const plural = (weekday: string) => (/[aeiou]$/i.test(weekday) ? `${weekday}s` : weekday);

/** Every Spanish word of the site that is not in content/es/ (same keys as en.ts; tú throughout). */
export const es: Dictionary = {
  languageName: "Español",
  intl: "es-US",
  ogLocale: "es_US",
  shareStrapline: "Ceremonia chamánica, retiro y comunidad",

  site: {
    tagline: "Recuerda quién eres. Vuelve a casa, al círculo.",
    mission:
      "Una organización sin fines de lucro de Florida que ofrece un espacio de sanación a través de la ceremonia chamánica, el retiro y la comunidad, para que cada persona en búsqueda recuerde su plenitud y camine en equilibrio con la Tierra.",
    description:
      "Ceremonias chamánicas, retiros, círculos en línea y la comunidad The Village, de una organización sin fines de lucro de Florida en Palatka, Jacksonville, Miami, Orlando, Tampa y Fort Lauderdale.",
    retreatRegion: "Florida Central",
    retreatOpening: (season, year) => `${{ spring: "la primavera", summer: "el verano", fall: "el otoño", winter: "el invierno" }[season]} de ${year}`,
  },

  shell: {
    skipLink: "Saltar al contenido principal",
    mainNav: "Principal",
    menu: "Menú",
    close: "Cerrar",
    nav: {
      "/": "Inicio",
      "/about": "Nosotros",
      "/services": "Servicios",
      "/events": "Eventos",
      "/community": "The Village",
      "/donate": "Donar",
      "/contact": "Contacto",
    },
    switchTo: { label: "English", title: "Read this page in English" },
    footer: {
      nav: "Pie de página",
      explore: "Explora",
      reachUs: "Contáctanos",
      links: {
        "/about": "Nuestra historia",
        "/services": "Ceremonias",
        "/events": "Retiros",
        "/community": "Únete a The Village",
        "/privacy-policy": "Política de privacidad",
        "/accessibility": "Accesibilidad",
      },
      rights: "Todos los derechos reservados.",
      nonprofit: "Una organización sagrada sin fines de lucro",
    },
    newTab: "(se abre en una pestaña nueva)",
    untranslated: "Esta página todavía no está traducida al español. Te la mostramos en inglés.",
  },

  contact: {
    email: "Correo electrónico",
    phone: "Teléfono",
    serving: "Presentes en",
    form: {
      label: "Formulario de contacto",
      required: ["Los campos marcados", "con un asterisco", "son obligatorios."],
      name: "Nombre",
      email: "Correo electrónico",
      phone: "Teléfono",
      subject: "Asunto",
      message: "Mensaje",
      submit: "Enviar mensaje",
      toastTitle: "¡Mensaje enviado!",
      toastText: "Gracias por escribirnos. Te responderemos muy pronto.",
      notifications: "Notificaciones",
      direct: "Al enviar se abre tu app de correo. ¿No tienes una? Escríbenos:",
      to: "Para",
      recovery: {
        title: "¿No se abrió tu app de correo?",
        intro: "Tu mensaje se guarda en este navegador hasta que nos digas que salió. Cópialo en cualquier correo o envíalo desde tu webmail.",
        longTitle: "Primero copia tu mensaje",
        longIntro: "Es largo, y algunas apps de correo cortan los mensajes largos. Cópialo en un correo nuevo para nosotros o envíalo desde tu webmail.",
        message: "Tu mensaje",
        copy: "Copiar mensaje",
        copied: "Copiado. Pégalo en un correo nuevo para nosotros.",
        selected: "Tu mensaje está seleccionado: pulsa Ctrl+C (Cmd+C en un Mac) o usa Copiar en tu dispositivo para copiarlo.",
        gmail: "Abrir en Gmail",
        outlook: "Abrir en Outlook",
        mailApp: "Abrir en mi app de correo",
        went: "Mi mensaje salió",
        edit: "Editar mensaje",
        startNew: "Escribir un mensaje nuevo",
        cleared: "Tu mensaje se borró de este navegador.",
      },
    },
  },

  popup: {
    eyebrow: (year: number) => `Florida Giving Day ${year}`,
    title: "Ayúdanos a construir nuestro santuario sagrado",
    text: (region: string, opening: string) =>
      `En este día de donaciones en todo el estado, personas de toda Florida apoyan las causas que aman. Tu donación de hoy nos ayuda a construir un centro de retiro en ${region}, que abrirá en ${opening}: un santuario donde cualquier persona pueda venir a vivir una ceremonia, descansar y sanar.`,
    generalEyebrow: "Nuestro fondo para el santuario",
    generalText: (region: string, opening: string) =>
      `Tu donación nos ayuda a construir un centro de retiro en ${region}, que abrirá en ${opening}: un santuario donde cualquier persona pueda venir a vivir una ceremonia, descansar y sanar.`,
    donate: "Dona ahora",
    later: "Quizás más tarde",
    close: "Cerrar",
  },

  events: {
    types: {
      "New Series": "Nueva serie",
      "Weekly Coaching": "Coaching semanal",
      "Weekly Call": "Llamada semanal",
      "Bi-Weekly Circle": "Círculo quincenal",
      "Monthly Circle": "Círculo mensual",
      Retreat: "Retiro",
      Workshop: "Taller",
    },
    dateTbd: "Fecha por anunciar",
    timeTbd: "Horario por anunciar",
    days: (days: number) => `Inmersión de ${days}\u00a0días`,
    every: (weekday: string) => `Cada ${weekday}`,
    everyOther: (weekday: string) => `Cada dos ${plural(weekday)}`,
    starts: (date: string, count: number, weekly: boolean) => `Comienza el ${date} · ${count}\u00a0${weekly ? "semanas" : "sesiones"}`,
    next: (date: string) => `próximo: ${date}`,
    sessionOf: (number: number, count: number, weekly: boolean) => `${weekly ? "Semana" : "Sesión"} ${number} de ${count}`,
    ran: ({ from, to }: { range: string; from: string; to: string }) => `Del ${from} al ${to}`,
    ended: {
      badge: "Finalizado",
      note: "Este encuentro ya terminó. Únete a The Village para enterarte cuando comience el próximo, o escríbenos con cualquier pregunta.",
      join: "Entérate del próximo",
      ask: "Pregúntanos",
      pastEyebrow: "Ya realizados",
      pastTitle: "Encuentros anteriores",
      pastLead: "Estos encuentros ya concluyeron. Únete a The Village o escríbenos para saber cuándo vuelven.",
    },
    capacity: (capacity: number) => `Máximo ${capacity}\u00a0participantes`,
    card: { date: "Fecha", time: "Hora", location: "Lugar", participants: "Participantes", reserve: "Reserva tu lugar" },
    details: {
      eyebrow: "Sobre este encuentro",
      // The event's name is the page's h1; "Sobre" + a name without its article reads as machine translation.
      title: () => "De qué se trata",
      card: "Detalles del evento",
      when: "Cuándo",
      time: "Hora",
      where: "Dónde",
      who: "Para quién",
      facilitator: "Facilitación",
      capacity: "Cupo",
      cost: "Costo",
      aboutFacilitator: "Quién facilita",
    },
    addToCalendar: { title: "Agregar al calendario", file: "Descargar archivo .ics", google: "Google Calendar" },
    subscribe: {
      eyebrow: "Sigue el ritmo",
      title: "Suscríbete a nuestro calendario",
      lead: "Nuestros círculos semanales y series, en el calendario que ya usas. Suscríbete una sola vez: las fechas nuevas y los cambios aparecerán ahí solos.",
      appTitle: "Apple, Outlook o tu teléfono",
      appText: "Abre la app de calendario de este dispositivo, que te preguntará si quieres suscribirte.",
      appButton: "Suscríbete en tu calendario",
      googleTitle: "Google Calendar",
      googleText: "Abre Google Calendar en una pestaña nueva: elige “Agregar” y nuestros eventos aparecerán junto a los tuyos.",
      googleButton: "Agregar a Google Calendar",
      urlTitle: "Cualquier otro calendario",
      urlText: "Copia esta dirección en la opción “Suscribirse” o “Desde URL” de tu calendario.",
    },
    feedName: (site: string) => `Eventos de ${site}`,
    feedDescription: (site: string) => `Círculos, series y encuentros de ${site}, en hora de Florida.`,
    ics: { cost: "Costo", details: "Detalles" },
  },

  services: {
    learnMore: "Más información",
    about: (service: string) => ` sobre ${service}`,
  },

  volunteer: {
    learnMore: "Conoce este rol",
    title: (role: string) => `Voluntariado: ${role}`,
  },

  giving: {
    perMonth: "/mes",
    perQuarter: "/trimestre",
    free: "Gratis",
    tierLabel: (tier: string, amount: string) => `${tier}, ${amount} al mes`,
    offerName: (tier: string) => `Donación mensual ${tier}`,
    mostPopular: "Más popular",
    tiers: {
      sacredSeed: {
        phrase: "Siembra la primera semilla",
        impact: "Aporta salvia, velas y materiales ceremoniales para un círculo comunitario mensual.",
        buttonText: "Siembra una semilla",
      },
      rootedSupporter: {
        phrase: "Echa raíces profundas",
        impact: "Patrocina un lugar en un círculo de sanación para alguien que de otro modo no podría asistir.",
        buttonText: "Echa raíces",
      },
      radiantLight: {
        phrase: "Ilumina el camino",
        impact: "Financia un mes de círculos en línea gratuitos para personas empáticas y altamente sensibles.",
        buttonText: "Comparte tu luz",
      },
      legacyGiver: {
        phrase: "Deja un legado duradero",
        impact: "Ofrece una beca completa para un retiro de fin de semana a un veterano, una persona cuidadora o un sanador que lo necesite.",
        buttonText: "Construye un legado",
      },
      sanctuaryBuilder: {
        phrase: "Levanta los muros del santuario",
        impact: "Ayuda a poner los cimientos de nuestro centro de retiro, piedra por piedra.",
        buttonText: "Construye el santuario",
      },
    },
    oneTime: {
      title: "Donación única",
      text: "Dona el monto que quieras, una sola vez, para los círculos, las becas y el santuario.",
      button: "Dona una vez",
    },
    disclosure: {
      title: "Aviso sobre la solicitud de donaciones en Florida",
      registered: (name: string, number: string) =>
        `${name} está registrada ante el Departamento de Agricultura y Servicios al Consumidor de Florida con el número de registro ${number}.`,
      translation: {
        label: "Traducción al español del aviso oficial:",
        text: (hotline: string, site: string) =>
          `UNA COPIA DEL REGISTRO OFICIAL Y DE LA INFORMACIÓN FINANCIERA PUEDE OBTENERSE DE LA DIVISIÓN DE SERVICIOS AL CONSUMIDOR LLAMANDO GRATIS AL ${hotline} DENTRO DEL ESTADO O VISITANDO ${site}. EL REGISTRO NO IMPLICA RESPALDO, APROBACIÓN NI RECOMENDACIÓN DEL ESTADO.`,
      },
    },
  },

  membership: {
    seeker: {
      description: "Entra a The Village, conoce a la comunidad y participa en los círculos abiertos.",
      benefits: ["Acceso a la comunidad en línea The Village", "Círculos mensuales abiertos y eventos en vivo", "Conversaciones y recursos de la comunidad"],
      cta: "Únete gratis",
    },
    healingPath: {
      description: "Para quienes quieren recorrer un camino constante de crecimiento, con apoyo cada semana.",
      benefits: [
        "Todo lo de Seeker",
        "Círculos semanales, incluido Corazón a corazón a mitad de semana",
        "Biblioteca de meditaciones guiadas",
        "Talleres solo para miembros",
      ],
      cta: "Comienza tu camino",
    },
    innerCircle: {
      description: "Una inmersión más profunda junto a nuestros facilitadores y el corazón de la comunidad.",
      benefits: [
        "Todo lo de Healing Path",
        "50\u00a0% de descuento en retiros de fin de semana",
        "Mentoría mensual en grupos pequeños",
        "Prioridad para reservar ceremonias",
      ],
      cta: "Entra al Inner Circle",
    },
    deeperPath: {
      description: "Nuestro recorrido más completo, con un retiro en cada estación del año.",
      benefits: [
        "Todo lo de Inner Circle Path",
        "Un retiro de fin de semana incluido cada trimestre",
        "Una sesión individual de integración cada trimestre",
        "Invitaciones a las ceremonias de cada estación",
      ],
      cta: "Recorre el Deeper Path",
    },
  },

  roadmap: {
    stage: (n: number) => `Etapa ${n}`,
    practices: "Prácticas",
    stages: [
      {
        title: "La muda de piel",
        season: "Soltar",
        text: "Como la serpiente que ya no cabe en su piel, empezamos por soltar lo que ya no nos sirve: viejas historias, hábitos y heridas que hemos cargado demasiado tiempo.",
        practices: ["Ceremonia de liberación", "Escribir en tu diario lo que ya puedes soltar"],
      },
      {
        title: "El aliento que despeja",
        season: "Hacer espacio",
        text: "La respiración consciente y la quietud despejan el cuerpo y la mente. En el espacio que se abre, por fin puedes volver a escucharte.",
        practices: ["Respiración consciente sagrada", "Meditación guiada"],
      },
      {
        title: "Las aguas que nutren",
        season: "Dejarse cuidar",
        text: "Sanar necesita alimento. En círculo y en la naturaleza aprendemos a recibir: descanso, apoyo, bondad y la fuerza serena del agua.",
        practices: ["Círculos de corazón a corazón", "Caminatas junto a ríos y manantiales"],
      },
      {
        title: "El sol interior",
        season: "Encontrar tu fuego",
        text: "Con espacio y cuidado llega la calidez. Reavivamos el propósito, la creatividad y la alegría: ese sol interior que en realidad nunca se fue.",
        practices: ["Coaching del alma", "Danza extática"],
      },
      {
        title: "El renacimiento",
        season: "Caminar de nuevo",
        text: "Volvemos a la vida diaria transformados: con raíces firmes, el corazón abierto y en conexión, listos para llevar la medicina a nuestras familias y comunidades.",
        practices: ["Círculo de integración", "Unirse a The Village"],
      },
    ],
  },

  heroes: {
    home: {
      alt: "Un río al atardecer enmarcado por robles, con la luna saliendo dentro de un anillo dorado",
      eyebrow: "Una organización sin fines de lucro de Florida",
    },
    about: { alt: "Amanecer sobre colinas ondulantes y palmas sabal", eyebrow: "Nuestra intención", title: "Sanar es regresar, no reparar" },
    services: {
      alt: "Un claro del bosque de noche, iluminado por el resplandor de un círculo de fuego ceremonial",
      eyebrow: "Servicios sagrados",
      title: "Ceremonia, consejería, danza y retiros",
    },
    events: {
      alt: "Las fases de la luna en un arco por el cielo nocturno, sobre aguas tranquilas",
      eyebrow: "Eventos y retiros",
      title: "Círculos en línea cada semana y ceremonias en nuestros terrenos",
    },
    village: { alt: "Un círculo de pequeñas cabañas bajo un cielo estrellado", eyebrow: "The Village", title: "No naciste para caminar en soledad" },
    donate: { alt: "Un roble joven que crece en una colina mientras el sol sale detrás", eyebrow: "Apoya el santuario", title: "Regala sanación" },
    journey: { alt: "Un sendero sinuoso que sube una colina hacia el sol naciente", eyebrow: "El Viaje de Renovación", title: "Cinco etapas para volver a ti" },
    retreat: {
      alt: "Colinas ondulantes de Florida Central alrededor de un lago, con una casa de madera a lo lejos",
      eyebrow: "El centro de retiro",
      title: (region: string, opening: string) => `Un santuario en ${region}, a partir de ${opening}`,
    },
    contact: { alt: "Un lago en calma al anochecer, con las primeras estrellas" },
    privacy: { alt: "Colinas serenas en capas bajo un suave cielo de atardecer" },
  },

  pages: {
    home: {
      title: "Sanación chamánica y comunidad en Florida",
      eyebrow: "Sanación y comunidad en Florida, sin fines de lucro",
      lead: "Ceremonias chamánicas, retiros y círculos en línea para quienes buscan sanar en toda Florida, ofrecidos con cuidado, con raíces en la naturaleza y abiertos a todos.",
      explore: "Explora nuestros servicios",
      journey: "Vive el Viaje de Renovación",
      valuesEyebrow: "Lo que nos sostiene",
      valuesTitle: "Una sanación que honra el cuerpo, el espíritu y la comunidad",
      valuesLead: "Todo lo que ofrecemos se apoya en tres compromisos sencillos.",
      values: {
        ceremony: {
          title: "Ceremonia sagrada",
          text: "Prácticas chamánicas de larga tradición, sostenidas con cuidado e integridad, que abren la puerta a una sanación profunda.",
        },
        community: {
          title: "Comunidad viva",
          text: "The Village: un círculo de personas en búsqueda que se reúnen cada semana, en línea y en persona, para que nadie camine en soledad.",
        },
        nature: {
          title: "Con raíces en la naturaleza",
          text: "Los ríos, los robles y el cielo abierto del corazón de Florida nos recuerdan que sanar es volver al equilibrio.",
        },
      },
      ctaEyebrow: "The Village",
      ctaTitle: "No naciste para caminar en soledad",
      ctaLead:
        "Únete a The Village, nuestra comunidad en línea de personas en búsqueda, para compartir círculos semanales, eventos en vivo y amistad en el camino, o busca un encuentro cerca de ti.",
      join: "Únete a The Village",
      events: "Mira los próximos eventos",
    },
    about: {
      title: "Nuestra intención",
      description: (site: string) =>
        `Por qué existe ${site}: nuestra misión de sanar a través de la ceremonia, el retiro y la comunidad, y nuestros cuatro valores: inclusión, equilibrio, memoria y soberanía.`,
      eyebrow: "Nuestra historia",
      lead: "Un círculo de sanadores, vecinos y personas en búsqueda en el corazón de Florida, dedicado a recordar lo que significa estar completos.",
      missionEyebrow: "Nuestra misión",
      missionTitle: "Sanar es regresar, no reparar",
      story: [
        "Empezamos como un pequeño círculo que se reunía en una sala de Palatka. Hoy nos reunimos a orillas del río St. Johns, en los pinares de Interlachen y en línea en The Village, con personas en búsqueda desde Jacksonville hasta Miami, y desde Orlando hasta Tampa y Fort Lauderdale.",
        "Nuestras ceremonias se nutren de la práctica chamánica de larga tradición: el tambor, la respiración, el viaje chamánico, el fuego y el agua. Las sostenemos con humildad, con facilitadores capacitados y con cuidado por cada persona que entra al círculo. Como organización sin fines de lucro, mantenemos nuestras puertas abiertas a todos y ofrecemos lugares patrocinados para que el costo nunca sea la razón por la que alguien se quede fuera.",
      ],
      valuesEyebrow: "Lo que nos guía",
      valuesTitle: "Cuatro valores que nos acompañan en el camino",
      values: {
        inclusivity: {
          title: "Inclusión",
          text: "Todas las personas en búsqueda son bienvenidas, sin importar su origen, sus creencias, su identidad o sus recursos. Ofrecemos lugares patrocinados para que el costo nunca cierre la puerta.",
        },
        balance: {
          title: "Equilibrio",
          text: "Sanar no es escapar, sino regresar: al cuerpo, a las relaciones y a los ritmos de la Tierra. Honramos tanto la luz como la sombra.",
        },
        remembrance: {
          title: "Memoria",
          text: "Recordamos la sabiduría de nuestros ancestros y la plenitud con la que nacimos, y honramos estas tradiciones con humildad y respeto.",
        },
        sovereignty: {
          title: "Soberanía",
          text: "Tú tienes la autoridad sobre tu propio camino. Guiamos y sostenemos el espacio; nunca te pedimos que entregues tu poder.",
        },
      },
      ctaEyebrow: "El santuario",
      ctaTitle: "Ayúdanos a construir un hogar para la sanación",
      ctaLead: (region: string, opening: string) =>
        `Estamos creando un centro de retiro en ${region}, que abrirá en ${opening}: terrenos, una casa principal y un círculo de ceremonias al cuidado de toda la comunidad.`,
      donate: "Haz una donación",
      retreat: "Conoce el centro de retiro",
    },
    services: {
      title: "Servicios sagrados",
      description:
        "Meditación guiada, consejería espiritual, sanación ancestral, danza extática, coaching del alma, retiros de temporada y corporativos, y bodas sagradas, en toda Florida.",
      eyebrow: "Ceremonias y servicios",
      lead: "Ocho maneras de comenzar o profundizar tu sanación, cada una ofrecida con cuidado por facilitadores con experiencia, en persona en Florida o en línea.",
      gridEyebrow: "Encuentra tu camino",
      gridTitle: "Lo que ofrecemos",
      ctaTitle: "¿No sabes por dónde empezar?",
      ctaLead:
        "Cuéntanos un poco lo que buscas y te ayudaremos a encontrar el primer paso indicado, o ven a conocer a la comunidad en The Village.",
      contact: "Contáctanos",
      village: "Visita The Village",
    },
    service: {
      eyebrow: "Servicios sagrados",
      approach: "Nuestro enfoque sagrado",
      benefitsEyebrow: "Lo que puedes recibir",
      benefits: "Beneficios",
      ctaTitle: "¿Quieres dar el primer paso?",
      ctaLead: "Escríbenos: responderemos tus preguntas y te ayudaremos a planear tu primera sesión.",
      begin: "Comienza tu viaje",
    },
    events: {
      title: "Eventos y retiros",
      description:
        "Círculos semanales en línea, The Red Book Series, círculos de luna nueva y de mujeres, respiración consciente y el Retiro del solsticio de invierno: confirma tu asistencia o únete a la lista de espera.",
      eyebrow: "Reúnete con nosotros",
      lead: "Círculos en línea cada semana, y ceremonias, talleres y retiros en nuestros terrenos de Interlachen. Ven tal como eres.",
      gridEyebrow: "Próximamente",
      gridTitle: "Círculos, series y retiros",
      ctaTitle: "No te pierdas ningún encuentro",
      ctaLead: "Las fechas de los círculos presenciales y los retiros se anuncian primero en The Village, nuestra comunidad en línea.",
      enter: "Entra a The Village",
      ask: "Haz una pregunta",
    },
    community: {
      title: "The Village",
      description:
        "Únete a The Village, nuestra comunidad de sanación en línea: membresías gratuitas y pagadas, roles de voluntariado y una app de acompañamiento con IA para el camino entre un círculo y otro.",
      eyebrow: "Nuestra comunidad en línea",
      lead: "Un círculo vivo de personas en búsqueda que se reúnen cada semana para coaching, conversación, ceremonia y amistad. Estés donde estés, en Florida o más allá, aquí hay un lugar para ti.",
      enter: "Entra a The Village",
      tiersEyebrow: "Membresía",
      tiersTitle: "Elige tu camino",
      tiersLead: "Cada camino incluye el corazón de The Village: comunidad, círculos y apoyo. Profundiza cuando sea tu momento.",
      volunteerEyebrow: "Sirve al círculo",
      volunteerTitle: "Únete al voluntariado",
      volunteerLead: "The Village se construye entre muchas manos. Encuentra el rol que va con tus dones.",
      ctaEyebrow: "Entre círculos",
      ctaTitle: "Acompañamiento con IA para tu camino",
      ctaLead:
        "Nuestra app de acompañamiento te ofrece preguntas suaves para reflexionar, meditaciones y un diario de integración, a cualquier hora del día. Apoya, pero nunca reemplaza, el cuidado humano de nuestros círculos.",
      companion: "Conoce la app",
      invitation: "Acepta tu invitación",
    },
    role: {
      eyebrow: "Voluntariado en The Village",
      role: "El rol",
      commitment: "Tiempo de dedicación:",
      why: "El sentido más profundo",
      ctaTitle: "¿Te animas a servir?",
      ctaLead: "Cuéntanos un poco sobre ti y te escribiremos sobre la orientación y los próximos pasos.",
      ready: "Quiero hacer voluntariado",
    },
    donate: {
      title: "Donar",
      description: (site: string, amount: string, region: string) =>
        `Dona cada mes desde ${amount} o haz una donación única a ${site}: patrocina círculos de sanación y ayuda a construir nuestro centro de retiro en ${region}.`,
      eyebrow: "Apoya el santuario",
      heroTitle: "Regala sanación",
      lead: (region: string) =>
        `Cada donación mantiene nuestros círculos abiertos a todos y acerca el día en que nuestro centro de retiro en ${region} abra sus puertas.`,
      give: "Haz una donación sagrada",
      impactEyebrow: "Tu impacto",
      impactTitle: "Lo que tu generosidad hace posible",
      impact: {
        circles: {
          title: "Círculos abiertos a todos",
          text: "Tu donación mantiene los círculos semanales gratuitos o a bajo costo, para que nadie se quede fuera por falta de recursos.",
        },
        healing: {
          title: "Sanación patrocinada",
          text: "Las becas acercan ceremonias y retiros a veteranos, personas cuidadoras y personas en duelo o en recuperación.",
        },
        sanctuary: {
          title: "Un santuario para Florida",
          text: (region: string, opening: string) => `Cada donación ayuda a construir nuestro centro de retiro en ${region}, que abrirá en ${opening}.`,
        },
      },
      giveEyebrow: "Dona",
      giveLead:
        "Elige un nivel mensual, dona una sola vez o define tu propio monto mensual. Todas las donaciones son deducibles de impuestos en la medida en que lo permita la ley.",
      monthly: "Donación mensual",
      monthlyLead: "Las donaciones mensuales son el latido constante de nuestro trabajo. Elige el nivel que resuene contigo:",
      otherAmount: "Dona otro monto mensual",
      otherEyebrow: "Más maneras",
      otherTitle: "Otras formas de apoyar",
      other: {
        volunteer: {
          title: "Voluntariado",
          text: "Regala tu tiempo y tus dones como asistente de ceremonia, anfitrión o anfitriona de grupo, o guía de alcance comunitario.",
          label: "Mira los roles de voluntariado",
        },
        share: {
          title: "Comparte el enlace",
          text: "Envía nuestra página de donaciones a alguien que crea en la sanación y la comunidad.",
          label: "Abre la página de donaciones",
        },
        inKind: {
          title: "Donaciones en especie",
          text: "Terrenos, materiales, instrumentos o habilidades profesionales para el santuario: escríbenos.",
          label: "Contáctanos",
        },
      },
    },
    contact: {
      title: "Contáctanos",
      description: (site: string, email: string) =>
        `Escribe a ${site} sobre ceremonias, retiros, voluntariado o The Village, o comunícate con nosotros por correo electrónico a ${email} o por teléfono.`,
      eyebrow: "Nos encantaría saber de ti",
      lead: "¿Tienes preguntas sobre una ceremonia, un retiro o el voluntariado? Escríbenos. Una persona real lee cada mensaje y responde en un plazo de dos días.",
      formEyebrow: "Escríbenos",
      formTitle: "Envíanos un mensaje",
      direct: "¿Prefieres escribirnos o llamarnos directamente? Con gusto hablamos contigo.",
    },
    journey: {
      title: "El Viaje de Renovación",
      description:
        "Cinco etapas de sanación, de la muda de piel y el aliento que despeja a las aguas que nutren, el sol interior y el renacimiento: el camino que recorremos juntos.",
      eyebrow: "Un camino en cinco etapas",
      lead: "Sanar rara vez es una línea recta, pero tiene una forma. Estas cinco etapas describen el camino que muchos recorremos, en la ceremonia, en el círculo y en la vida diaria.",
      roadmapEyebrow: "El mapa del camino",
      roadmapTitle: "De la muda de piel al renacimiento",
      roadmapLead: "Avanza por las etapas a tu propio ritmo. Cada una tiene prácticas y encuentros que la acompañan.",
      ctaTitle: "Recórrelo junto a otros",
      ctaLead:
        "El camino pesa menos cuando se comparte. Entra a The Village para encontrar tu círculo, o descubre cómo la membresía te acompaña en cada etapa.",
      enter: "Entra a The Village",
      membership: "Explora la membresía",
    },
    retreat: {
      title: "El centro de retiro",
      description: (region: string, opening: string) =>
        `Un adelanto de nuestro centro de retiro en ${region}, que abrirá en ${opening}: los terrenos, el círculo de ceremonias, la casa principal, el jardín, el agua y el cielo nocturno.`,
      eyebrow: (region: string, opening: string) => `${region} · Apertura: ${withoutArticle(opening)}`,
      lead: (region: string) => `Un santuario para la ceremonia, el descanso y la renovación, que va tomando forma entre los lagos y los robles de ${region}.`,
      galleryEyebrow: "Un adelanto",
      galleryTitle: "Un primer vistazo al santuario",
      galleryLead: (region: string, opening: string) => `Esto es lo que estamos construyendo en ${region}, con apertura en ${opening}.`,
      gallery: {
        grounds: {
          title: "Los terrenos",
          caption: "Cuarenta acres de pradera y robles centenarios, atravesados por senderos tranquilos.",
          alt: "Ilustración de una pradera soleada con robles y senderos sinuosos",
        },
        circle: {
          title: "El círculo de ceremonias",
          caption: "Un círculo de piedras al aire libre alrededor de un fuego central, para ceremonias bajo las estrellas.",
          alt: "Ilustración de un anillo de piedras alrededor de un fuego bajo un cielo estrellado",
        },
        lodge: {
          title: "La casa principal",
          caption: "Una casa de madera entre las palmas, con un salón comunitario, cocina y habitaciones para huéspedes.",
          alt: "Ilustración de una casa de madera con un amplio porche entre palmas sabal",
        },
        garden: {
          title: "El jardín",
          caption: "Camas de cultivo elevadas con hierbas, verduras y flores que alimentan nuestros retiros.",
          alt: "Ilustración de camas de cultivo elevadas con girasoles y hierbas",
        },
        water: {
          title: "El agua",
          caption: "Un lago alimentado por un manantial, con un pequeño muelle para meditar y reflexionar al amanecer.",
          alt: "Ilustración de un lago en calma con un muelle de madera al amanecer",
        },
        nightSky: {
          title: "El cielo nocturno",
          caption: "Lejos de las luces de la ciudad, la Vía Láctea forma un arco sobre la silueta de los árboles.",
          alt: "Ilustración de la Vía Láctea y una luna creciente sobre la silueta oscura de los árboles",
        },
      },
      visionEyebrow: "Nuestra visión",
      visionTitle: "Un hogar para la sanación, de todos y para todos",
      vision: [
        "Durante años, nuestras ceremonias han pasado de salones prestados a terrenos rentados. El centro de retiro les dará un hogar: un lugar donde un retiro de fin de semana, un círculo de luna nueva o un día tranquilo de descanso puedan vivirse sin prisa, en compañía del agua, los robles y el cielo abierto.",
        "Será un santuario sin fines de lucro, que no pertenece a nadie y está abierto a todos, con estadías patrocinadas para quienes de otro modo no podrían venir. Cada donación, grande o pequeña, pone una piedra en sus cimientos.",
      ],
      donate: "Dona al santuario",
    },
    privacy: {
      title: "Política de privacidad",
      description: (site: string, date: string) =>
        `Cómo maneja ${site} la poca información que pasa por este sitio web: sin cuentas, sin rastreo y con un formulario de contacto que se queda en tu navegador. Vigente desde el ${date}.`,
      eyebrow: "Tu confianza importa",
      effective: (date: string) => `Vigente desde el ${date}.`,
      intro: (site: string) => `Esta política explica qué información recopila ${site} a través de este sitio web y cómo la usamos.`,
    },
    accessibility: {
      title: "Declaración de accesibilidad",
      description: (site: string) =>
        `Qué tan accesible es el sitio web de ${site}: la norma que buscamos cumplir (WCAG 2.2 AA), lo que comprobamos, las limitaciones conocidas y cómo avisarnos de una barrera.`,
      eyebrow: "Abierto a todas las personas",
      written: (date: string) => `Redactada el ${date}.`,
      intro: (site: string) => `En ${site} queremos que todas las personas puedan usar este sitio web, sean cuales sean sus capacidades o su forma de navegar.`,
    },
    notFound: {
      title: "Página no encontrada",
      description: "No pudimos encontrar esta página. Vuelve al inicio o mira nuestros próximos eventos.",
      heading: "La maleza cubrió este sendero",
      lead: "La página que buscabas no está aquí. Puede que se haya movido o que el enlace tenga un error.",
      home: "Volver al inicio",
      events: "Mira los próximos eventos",
    },
  },
};
