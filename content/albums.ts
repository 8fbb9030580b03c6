/**
 * The photo albums of the three portfolio pages (weddings, couples, family). Every album also has
 * its own story page (/stories/<category>/<album>), whose text is in content/stories/.
 *
 * WHERE THE PHOTOS ARE
 * Each album has a folder of photos: content/photos/<category>/<album>/
 * (for example content/photos/weddings/ana-joao/). Inside the folder, any file names work:
 * the photos are shown in the order of their names (IMG_2 before IMG_10), so name them
 * 01.jpg, 02.jpg… or keep the camera's names. The build makes the web versions itself.
 *
 * HOW TO DESCRIBE THE PHOTOS (the description a blind visitor hears, also used by Google)
 * Each album lists its photos by FILE NAME, one line per photo:
 *   'IMG_0042.jpg': { en: 'English description', pt: 'Descrição em português' },
 * The order of these lines does not matter (the page follows the file names). Every photo of the
 * folder needs a line, and every line needs its photo: otherwise the build stops and says which
 * album and which file to fix.
 *
 * THE PLACE: how it reads in each language
 *   place: { en: 'Quinta do Sobreiro, Silves', pt: 'Quinta do Sobreiro, Silves', em: 'na' },
 * `en` and `pt` are shown as written, under the album's heading. `em` is the small word Portuguese
 * puts before the place in the story's page title ("casamento na Quinta do Sobreiro, Silves"):
 *   'na'  for a place you would call "a …"  (a Quinta, a Herdade, a Praia, a Serra, a Ria Formosa)
 *   'no'  for a place you would call "o …"  (o Monte, o Clube, o Convento)
 *   'nas' / 'nos'  for plural names          (as Caldas…, os Arcos…)
 *   'em'  for a town or a region            (Lagos, Albufeira, Aljezur, Tavira)
 * English always says "wedding at …", so it needs nothing more.
 *
 * HOW TO ADD AN ALBUM (and its story page) — see content/photos/README.md for the whole recipe
 * 1. Create its folder under content/photos/<category>/ (lowercase, no spaces: 'rita-nuno') and
 *    put the photos in it.
 * 2. Copy an album block below (from `{` to `},`), paste it where it should appear on the page
 *    (albums show in the order written here), and set `album` to the folder name, `title`, and
 *    `place` (or `place: null` for none). Describe every photo by its file name.
 * 3. Write its story in content/stories/<category>/<album>.en.md and .pt.md.
 * To remove an album, delete its block, its two story files and (if you like) its folder.
 *
 * Nothing below the line "The code below builds…" needs editing.
 */
import type { GalleryRouteKey } from './routes';
import type { Localized } from '@/lib/i18n';
import { compareFileNames } from '@/lib/file-order';

/** One photo of an album (spec §3, gallery image). */
export type GalleryImage = {
  /** Number of the photo in its category, in page order (the demo's weddings run 1 to 92). */
  id: number;
  /** The album's folder name (e.g. 'ana-joao'). */
  album: string;
  alt: Localized<string>;
  /** The photo's file: '<category>/<album>/<file name>', e.g. 'weddings/ana-joao/demo-03.jpg'. */
  src: string;
};

/** Where an album was taken: the words shown in each language, and Portuguese's "em" before it. */
export type Place = Localized<string> & {
  /** 'na Quinta…', 'no Monte…', 'em Lagos' (how the header comment says to choose it). */
  em: 'em' | 'no' | 'na' | 'nos' | 'nas';
};

/** One album as a page shows it (spec §3, album group). */
export type AlbumGroup = {
  /** The album's folder name under content/photos/<category>/. */
  album: string;
  title: string;
  place: Place | null;
  /** In the order of their file names. */
  images: GalleryImage[];
  /** Layout side flag: the album's heading sits on the left (true) or the right (false). */
  left: boolean;
  /** The first album of its page. */
  first: boolean;
  /** An album of the family page. */
  family: boolean;
};

export type GalleryCategory = GalleryRouteKey;

type AlbumEntry = {
  album: string;
  title: string;
  place: Place | null;
  /** Each photo's description, by its file name in the album's folder. */
  photos: Record<string, Localized<string>>;
};

// ───────────────────────────── WEDDINGS ─────────────────────────────
const weddings: AlbumEntry[] = [
  {
    album: 'ana-joao',
    title: 'Ana & João',
    place: { en: 'Herdade da Vinha Velha, Lagoa', pt: 'Herdade da Vinha Velha, Lagoa', em: 'na' },
    photos: {
      'demo-01.jpg': {
        en: "The bride's lace dress hanging by a window of the winery's guest house",
        pt: 'O vestido de renda da noiva pendurado junto a uma janela da casa de hóspedes da herdade',
      },
      'demo-02.jpg': {
        en: "Ana's mother fastening the buttons on the back of her dress",
        pt: 'A mãe da Ana a apertar os botões nas costas do vestido',
      },
      'demo-03.jpg': {
        en: 'The wedding rings resting on an oak wine barrel',
        pt: 'As alianças pousadas sobre uma barrica de vinho em carvalho',
      },
      'demo-04.jpg': {
        en: 'João adjusting his tie in front of an old mirror',
        pt: 'O João a ajeitar a gravata em frente a um espelho antigo',
      },
      'demo-05.jpg': {
        en: 'Guests taking their seats between rows of vines',
        pt: 'Os convidados a sentarem-se entre as fileiras de videiras',
      },
      'demo-06.jpg': {
        en: "Ana walking down the aisle on her father's arm",
        pt: 'A Ana a caminhar até ao altar de braço dado com o pai',
      },
      'demo-07.jpg': {
        en: 'João wiping away a tear as he sees the bride arrive',
        pt: 'O João a limpar uma lágrima ao ver a noiva chegar',
      },
      'demo-08.jpg': {
        en: 'The couple exchanging vows under an old olive tree',
        pt: 'Os noivos a trocarem votos debaixo de uma oliveira antiga',
      },
      'demo-09.jpg': {
        en: 'First kiss as husband and wife, guests cheering',
        pt: 'O primeiro beijo como marido e mulher, com os convidados a aplaudir',
      },
      'demo-10.jpg': {
        en: 'Rose petals thrown over the couple as they leave the ceremony',
        pt: 'Pétalas de rosa lançadas sobre os noivos à saída da cerimónia',
      },
      'demo-11.jpg': {
        en: 'Ana and João walking hand in hand through the vineyard at golden hour',
        pt: 'A Ana e o João de mãos dadas pela vinha ao fim da tarde',
      },
      'demo-12.jpg': {
        en: "Close-up of the couple's hands holding glasses of the estate's red wine",
        pt: 'Pormenor das mãos dos noivos com copos do vinho tinto da herdade',
      },
      'demo-13.jpg': {
        en: 'A long dinner table under strings of lights in the cellar courtyard',
        pt: 'Uma mesa comprida sob fios de luzes no pátio da adega',
      },
      'demo-14.jpg': {
        en: "The best man's speech making everyone laugh",
        pt: 'O discurso do padrinho a pôr toda a gente a rir',
      },
      'demo-15.jpg': { en: "The couple's first dance in the courtyard", pt: 'A primeira dança dos noivos no pátio' },
      'demo-16.jpg': {
        en: 'Guests dancing with sparklers late into the night',
        pt: 'Convidados a dançar com estrelinhas noite dentro',
      },
    },
  },
  {
    album: 'emma-james',
    title: 'Emma & James',
    place: { en: 'Quinta da Figueira Brava, Loulé', pt: 'Quinta da Figueira Brava, Loulé', em: 'na' },
    photos: {
      'demo-01.jpg': {
        en: "Morning light on the quinta's whitewashed walls and bougainvillea",
        pt: 'Luz da manhã sobre as paredes caiadas da quinta e as buganvílias',
      },
      'demo-02.jpg': {
        en: "Emma's bouquet of dried flowers and olive branches",
        pt: 'O ramo da Emma, de flores secas e ramos de oliveira',
      },
      'demo-03.jpg': {
        en: 'The bridesmaids in sage green dresses laughing together',
        pt: 'As damas de honor, de vestidos verde-salva, a rir juntas',
      },
      'demo-04.jpg': {
        en: "Emma's sister doing her hair on the terrace",
        pt: 'A irmã da Emma a arranjar-lhe o cabelo no terraço',
      },
      'demo-05.jpg': { en: 'Detail of the embroidered veil', pt: 'Pormenor do véu bordado' },
      'demo-06.jpg': {
        en: 'James and his groomsmen raising a toast by the pool',
        pt: 'O James e os padrinhos a brindar junto à piscina',
      },
      'demo-07.jpg': {
        en: 'James reading a letter from Emma before the ceremony',
        pt: 'O James a ler uma carta da Emma antes da cerimónia',
      },
      'demo-08.jpg': {
        en: 'Their first look under the old fig tree',
        pt: 'O primeiro olhar dos noivos debaixo da velha figueira',
      },
      'demo-09.jpg': {
        en: "Emma's father hugging her before they walk down the aisle",
        pt: 'O pai da Emma a abraçá-la antes de entrarem na cerimónia',
      },
      'demo-10.jpg': {
        en: 'Ceremony chairs facing the carob trees and the hills of Loulé',
        pt: 'Cadeiras da cerimónia viradas para as alfarrobeiras e os montes de Loulé',
      },
      'demo-11.jpg': {
        en: 'The flower girl scattering petals along the aisle',
        pt: 'A menina das flores a espalhar pétalas pelo corredor',
      },
      'demo-12.jpg': {
        en: 'Emma and James holding hands during the readings',
        pt: 'A Emma e o James de mãos dadas durante as leituras',
      },
      'demo-13.jpg': {
        en: 'A guest in a straw hat wiping her eyes',
        pt: 'Uma convidada de chapéu de palha a limpar as lágrimas',
      },
      'demo-14.jpg': {
        en: 'The exchange of rings seen from the back row',
        pt: 'A troca de alianças vista da última fila',
      },
      'demo-15.jpg': {
        en: 'The newlyweds walking back down the aisle, arms in the air',
        pt: 'Os recém-casados a regressar pelo corredor de braços no ar',
      },
      'demo-16.jpg': {
        en: "A family group on the quinta's stone steps",
        pt: 'Fotografia de grupo da família nos degraus de pedra da quinta',
      },
      'demo-17.jpg': {
        en: 'The couple sharing a quiet moment among the almond trees',
        pt: 'Os noivos num momento a sós entre as amendoeiras',
      },
      'demo-18.jpg': {
        en: 'Portrait of Emma, her veil caught by the wind',
        pt: 'Retrato da Emma, com o véu levado pelo vento',
      },
      'demo-19.jpg': {
        en: 'James spinning Emma on a dirt track at sunset',
        pt: 'O James a rodopiar a Emma num caminho de terra ao pôr do sol',
      },
      'demo-20.jpg': {
        en: 'Tables dressed with terracotta vases and candles',
        pt: 'Mesas decoradas com jarras de terracota e velas',
      },
      'demo-21.jpg': {
        en: 'Grilled fish and salads served for sharing',
        pt: 'Peixe grelhado e saladas servidos ao centro da mesa',
      },
      'demo-22.jpg': { en: "Emma's grandmother raising her glass", pt: 'A avó da Emma a erguer o copo num brinde' },
      'demo-23.jpg': { en: 'Cutting the cake with a vintage sword', pt: 'O corte do bolo com uma espada antiga' },
      'demo-24.jpg': {
        en: 'The first dance under a canopy of fairy lights',
        pt: 'A primeira dança sob um dossel de luzinhas',
      },
      'demo-25.jpg': {
        en: 'A dance floor full of guests who have kicked off their shoes',
        pt: 'A pista de dança cheia de convidados já descalços',
      },
    },
  },
  {
    album: 'ines-tiago',
    title: 'Inês & Tiago',
    place: { en: 'Clube da Praia Dourada, Albufeira', pt: 'Clube da Praia Dourada, Albufeira', em: 'no' },
    photos: {
      'demo-01.jpg': {
        en: "The beach club's terrace dressed in white linen and pampas grass",
        pt: 'O terraço do clube de praia decorado com linho branco e erva-das-pampas',
      },
      'demo-02.jpg': {
        en: 'Inês putting on her earrings by a window facing the sea',
        pt: 'A Inês a pôr os brincos junto a uma janela virada para o mar',
      },
      'demo-03.jpg': {
        en: 'Tiago waiting at the end of a wooden walkway on the sand',
        pt: 'O Tiago à espera no fim de um passadiço de madeira sobre a areia',
      },
      'demo-04.jpg': { en: 'Inês arriving barefoot across the sand', pt: 'A Inês a chegar descalça pela areia' },
      'demo-05.jpg': {
        en: 'The couple laughing during the civil ceremony',
        pt: 'Os noivos a rir durante a cerimónia civil',
      },
      'demo-06.jpg': {
        en: 'Their hands and rings against the blue of the Atlantic',
        pt: 'As mãos e as alianças contra o azul do Atlântico',
      },
      'demo-07.jpg': {
        en: 'Portrait of the couple among ochre cliffs',
        pt: 'Retrato dos noivos entre falésias cor de ocre',
      },
      'demo-08.jpg': { en: 'Guests sharing petiscos at the bar', pt: 'Convidados a partilhar petiscos no bar' },
      'demo-09.jpg': {
        en: 'Inês and Tiago dancing as the sun sets over the ocean',
        pt: 'A Inês e o Tiago a dançar enquanto o sol se põe sobre o oceano',
      },
    },
  },
  {
    album: 'sophie-lucas',
    title: 'Sophie & Lucas',
    place: { en: 'Monte da Azinheira, Tavira', pt: 'Monte da Azinheira, Tavira', em: 'no' },
    photos: {
      'demo-01.jpg': {
        en: 'A dirt road winding to the monte through cork oaks',
        pt: 'Um caminho de terra até ao monte por entre sobreiros',
      },
      'demo-02.jpg': {
        en: "Sophie's dress hanging from a wooden beam",
        pt: 'O vestido da Sophie pendurado numa trave de madeira',
      },
      'demo-03.jpg': {
        en: 'Invitations decorated with hand-painted tile patterns',
        pt: 'Os convites decorados com motivos de azulejo pintados à mão',
      },
      'demo-04.jpg': {
        en: "Sophie's mother tying the ribbons of her shoes",
        pt: 'A mãe da Sophie a apertar as fitas dos sapatos',
      },
      'demo-05.jpg': {
        en: 'Lucas laughing with his brothers in the courtyard',
        pt: 'O Lucas a rir com os irmãos no pátio',
      },
      'demo-06.jpg': {
        en: "Lucas's grandfather pinning a flower to his lapel",
        pt: 'O avô do Lucas a prender-lhe uma flor na lapela',
      },
      'demo-07.jpg': {
        en: 'The ceremony arch of olive branches and wildflowers',
        pt: 'O arco da cerimónia, de ramos de oliveira e flores silvestres',
      },
      'demo-08.jpg': {
        en: 'Sophie walking towards Lucas with the hills behind her',
        pt: 'A Sophie a caminhar em direção ao Lucas, com os montes atrás',
      },
      'demo-09.jpg': {
        en: "The couple listening to a friend's reading",
        pt: 'Os noivos a ouvir a leitura de uma amiga',
      },
      'demo-10.jpg': {
        en: "A child asleep on a guest's lap during the ceremony",
        pt: 'Uma criança a dormir ao colo de um convidado durante a cerimónia',
      },
      'demo-11.jpg': {
        en: 'The newlyweds kissing as confetti falls',
        pt: 'Os recém-casados a beijar-se debaixo de uma chuva de confettis',
      },
      'demo-12.jpg': {
        en: 'Guests drinking lemonade in the shade of a carob tree',
        pt: 'Convidados a beber limonada à sombra de uma alfarrobeira',
      },
      'demo-13.jpg': {
        en: 'Sophie and Lucas sitting on a low stone wall',
        pt: 'A Sophie e o Lucas sentados num muro baixo de pedra',
      },
      'demo-14.jpg': {
        en: "Close-up of Sophie's hand on Lucas's shoulder",
        pt: 'Pormenor da mão da Sophie no ombro do Lucas',
      },
      'demo-15.jpg': {
        en: 'The couple crossing a field of dry grass at sunset',
        pt: 'Os noivos a atravessar um campo de erva seca ao pôr do sol',
      },
      'demo-16.jpg': {
        en: 'A long table under the fig trees, set for dinner',
        pt: 'Uma mesa comprida debaixo das figueiras, posta para o jantar',
      },
      'demo-17.jpg': {
        en: 'Lanterns glowing in the trees as night falls',
        pt: 'Lanternas acesas nas árvores ao cair da noite',
      },
      'demo-18.jpg': {
        en: 'A traditional Portuguese folk band playing in the courtyard',
        pt: 'Um grupo de música tradicional portuguesa a tocar no pátio',
      },
      'demo-19.jpg': {
        en: 'Sophie and Lucas leaving through a tunnel of sparklers',
        pt: 'A Sophie e o Lucas a sair por um túnel de estrelinhas',
      },
    },
  },
  {
    album: 'mariana-pedro',
    title: 'Mariana & Pedro',
    place: { en: 'Quinta do Sobreiro, Silves', pt: 'Quinta do Sobreiro, Silves', em: 'na' },
    photos: {
      'demo-01.jpg': {
        en: "The quinta's orange grove with Silves castle in the distance",
        pt: 'O laranjal da quinta, com o castelo de Silves ao longe',
      },
      'demo-02.jpg': { en: "Mariana's grandmother's pearl necklace", pt: 'O colar de pérolas da avó da Mariana' },
      'demo-03.jpg': {
        en: 'Pedro helping his little nephew with his bow tie',
        pt: 'O Pedro a ajudar o sobrinho a pôr o laço',
      },
      'demo-04.jpg': {
        en: 'Mariana seeing herself in her dress for the first time',
        pt: 'A Mariana a ver-se ao espelho pela primeira vez de vestido',
      },
      'demo-05.jpg': {
        en: 'The chapel doors opening as the bride comes in',
        pt: 'As portas da capela a abrirem-se à entrada da noiva',
      },
      'demo-06.jpg': { en: 'Pedro and Mariana smiling at the priest', pt: 'O Pedro e a Mariana a sorrir para o padre' },
      'demo-07.jpg': {
        en: 'Guests throwing rice outside the chapel',
        pt: 'Convidados a atirar arroz à saída da capela',
      },
      'demo-08.jpg': { en: 'The couple among rows of orange trees', pt: 'Os noivos entre as fileiras de laranjeiras' },
      'demo-09.jpg': {
        en: 'Portrait of Mariana with orange blossom in her hair',
        pt: 'Retrato da Mariana com flor de laranjeira no cabelo',
      },
      'demo-10.jpg': {
        en: 'A toast with sparkling wine at the welcome drinks',
        pt: 'Um brinde com espumante no cocktail de boas-vindas',
      },
      'demo-11.jpg': {
        en: 'Pedro lifting Mariana off her feet on the dance floor',
        pt: 'O Pedro a levantar a Mariana no ar na pista de dança',
      },
    },
  },
  {
    album: 'charlotte-tom',
    title: 'Charlotte & Tom',
    place: {
      en: 'Quinta das Amendoeiras, São Brás de Alportel',
      pt: 'Quinta das Amendoeiras, São Brás de Alportel',
      em: 'na',
    },
    photos: {
      'demo-01.jpg': {
        en: 'Almond trees in blossom around the quinta in late winter',
        pt: 'Amendoeiras em flor à volta da quinta no fim do inverno',
      },
      'demo-02.jpg': {
        en: "Charlotte's shoes and perfume on a wooden chair",
        pt: 'Os sapatos e o perfume da Charlotte numa cadeira de madeira',
      },
      'demo-03.jpg': {
        en: 'Tom looking out over the valley before the ceremony',
        pt: 'O Tom a contemplar o vale antes da cerimónia',
      },
      'demo-04.jpg': {
        en: 'The bridesmaids helping Charlotte with her cape',
        pt: 'As damas de honor a ajudar a Charlotte com a capa',
      },
      'demo-05.jpg': {
        en: 'The ceremony in the almond orchard under a soft winter sun',
        pt: 'A cerimónia no amendoal sob um sol de inverno suave',
      },
      'demo-06.jpg': { en: "Tom's mother laughing in the front row", pt: 'A mãe do Tom a rir na primeira fila' },
      'demo-07.jpg': {
        en: 'The couple signing the register on an old oak table',
        pt: 'Os noivos a assinar o registo numa velha mesa de carvalho',
      },
      'demo-08.jpg': {
        en: 'Charlotte and Tom wrapped in a blanket among the blossom',
        pt: 'A Charlotte e o Tom enrolados numa manta entre as flores',
      },
      'demo-09.jpg': {
        en: 'A close portrait of the couple, foreheads touching',
        pt: 'Um retrato próximo dos noivos, testa com testa',
      },
      'demo-10.jpg': { en: 'Dinner by the fireplace in the old barn', pt: 'Jantar junto à lareira no antigo celeiro' },
      'demo-11.jpg': {
        en: 'Guests wrapped in shawls telling stories around a fire pit',
        pt: 'Convidados enrolados em xailes a conversar à volta de uma fogueira',
      },
      'demo-12.jpg': { en: 'The last dance, just the two of them', pt: 'A última dança, só os dois' },
    },
  },
];

// ───────────────────────────── COUPLES ─────────────────────────────
const couples: AlbumEntry[] = [
  {
    album: '1-costa-vicentina',
    title: 'Costa Vicentina',
    place: { en: 'Aljezur, west coast', pt: 'Aljezur, costa oeste', em: 'em' },
    photos: {
      'demo-01.jpg': {
        en: 'A couple walking along the clifftop path above a wild beach',
        pt: 'Um casal a caminhar pelo trilho no alto da falésia, sobre uma praia selvagem',
      },
      'demo-02.jpg': {
        en: 'Wind in her hair as they embrace on the dunes',
        pt: 'O vento no cabelo dela enquanto se abraçam nas dunas',
      },
      'demo-03.jpg': { en: 'Footprints in the sand leading to the waves', pt: 'Pegadas na areia a caminho das ondas' },
      'demo-04.jpg': {
        en: 'The couple laughing under a blanket, sitting on the sand',
        pt: 'O casal a rir debaixo de uma manta, sentados na areia',
      },
      'demo-05.jpg': {
        en: 'Their silhouettes against the sun setting over the Atlantic',
        pt: 'As silhuetas dos dois contra o sol a pôr-se sobre o Atlântico',
      },
      'demo-06.jpg': {
        en: 'Close-up of their hands, fingers intertwined',
        pt: 'Pormenor das mãos, com os dedos entrelaçados',
      },
      'demo-07.jpg': {
        en: 'Running towards the sea, shoes in hand',
        pt: 'A correr em direção ao mar, com os sapatos na mão',
      },
      'demo-08.jpg': {
        en: 'A quiet kiss among the rockroses on the cliff',
        pt: 'Um beijo tranquilo entre as estevas da falésia',
      },
      'demo-09.jpg': {
        en: 'The couple sitting on a rock, watching the surfers',
        pt: 'O casal sentado numa rocha a ver os surfistas',
      },
    },
  },
  {
    album: '2-ponta-da-piedade',
    title: 'Ponta da Piedade',
    place: { en: 'Lagos', pt: 'Lagos', em: 'em' },
    photos: {
      'demo-01.jpg': {
        en: 'The golden rock arches of Ponta da Piedade at sunrise',
        pt: 'Os arcos de rocha dourada da Ponta da Piedade ao nascer do sol',
      },
      'demo-02.jpg': {
        en: 'The couple walking down the wooden stairs to the water',
        pt: 'O casal a descer a escadaria de madeira até à água',
      },
      'demo-03.jpg': {
        en: 'A kayak gliding into a sea cave',
        pt: 'Um caiaque a deslizar para dentro de uma gruta marinha',
      },
      'demo-04.jpg': {
        en: 'He kisses her forehead on the clifftop',
        pt: 'Ele a beijar-lhe a testa no alto da falésia',
      },
      'demo-05.jpg': {
        en: 'Her red dress against the turquoise water',
        pt: 'O vestido vermelho dela contra a água turquesa',
      },
      'demo-06.jpg': {
        en: 'The couple framed by a natural window in the rock',
        pt: 'O casal enquadrado por uma janela natural na rocha',
      },
      'demo-07.jpg': { en: 'Laughing as the wind catches her dress', pt: 'A rir enquanto o vento lhe agita o vestido' },
      'demo-08.jpg': {
        en: 'A seagull flying over them by the lighthouse',
        pt: 'Uma gaivota a voar sobre eles junto ao farol',
      },
      'demo-09.jpg': {
        en: 'Sharing an ice cream in the old town of Lagos',
        pt: 'A partilhar um gelado no centro histórico de Lagos',
      },
      'demo-10.jpg': { en: 'Dancing barefoot on an empty beach', pt: 'A dançar descalços numa praia vazia' },
      'demo-11.jpg': {
        en: 'The two of them by the lighthouse after sunset',
        pt: 'Os dois junto ao farol depois do pôr do sol',
      },
    },
  },
];

// ───────────────────────────── FAMILY (the beach first) ─────────────────────────────
const family: AlbumEntry[] = [
  {
    album: '3-praia-da-falesia',
    title: 'Praia da Falésia',
    place: { en: 'Albufeira', pt: 'Albufeira', em: 'em' },
    photos: {
      'demo-01.jpg': {
        en: 'A family of four walking along the shore beneath red cliffs',
        pt: 'Uma família de quatro a caminhar à beira-mar junto às falésias vermelhas',
      },
      'demo-02.jpg': { en: 'A little girl running away from the waves', pt: 'Uma menina a fugir das ondas' },
      'demo-03.jpg': { en: 'Dad carrying his son on his shoulders', pt: 'O pai com o filho às cavalitas' },
      'demo-04.jpg': { en: 'Building a sandcastle together', pt: 'A construir juntos um castelo de areia' },
      'demo-05.jpg': { en: 'Mum and daughter collecting shells', pt: 'A mãe e a filha a apanhar conchas' },
      'demo-06.jpg': {
        en: 'The whole family sitting on a striped beach towel',
        pt: 'A família toda sentada numa toalha às riscas',
      },
      'demo-07.jpg': {
        en: "A toddler's first steps on the wet sand",
        pt: 'Os primeiros passos de um bebé na areia molhada',
      },
      'demo-08.jpg': {
        en: "Brothers splashing each other at the water's edge",
        pt: 'Os irmãos a salpicarem-se à beira da água',
      },
      'demo-09.jpg': {
        en: 'Parents swinging their daughter between them',
        pt: 'Os pais a balançar a filha entre os dois',
      },
      'demo-10.jpg': {
        en: 'A laughing family portrait with the pine-topped cliffs behind',
        pt: 'Um retrato da família a rir, com as falésias e os pinheiros atrás',
      },
      'demo-11.jpg': {
        en: 'Walking home at sunset, sandals in hand',
        pt: 'O regresso ao pôr do sol, com as sandálias na mão',
      },
    },
  },
  {
    album: '1-ria-formosa',
    title: 'Algarve',
    place: { en: 'Ria Formosa, Olhão', pt: 'Ria Formosa, Olhão', em: 'na' },
    photos: {
      'demo-01.jpg': {
        en: 'A family on a wooden boardwalk across the salt marsh',
        pt: 'Uma família num passadiço de madeira sobre o sapal',
      },
      'demo-02.jpg': {
        en: 'Grandparents and grandchildren watching flamingos',
        pt: 'Avós e netos a observar flamingos',
      },
      'demo-03.jpg': {
        en: 'A boy pointing at the fishing boats in the harbour',
        pt: 'Um rapaz a apontar para os barcos de pesca no porto',
      },
      'demo-04.jpg': {
        en: "Mum kissing her baby's cheek in the soft evening light",
        pt: 'A mãe a beijar a bochecha do bebé na luz suave do fim do dia',
      },
      'demo-05.jpg': {
        en: 'Siblings sharing a paper cone of almonds on the pier',
        pt: 'Os irmãos a partilhar um cartucho de amêndoas no cais',
      },
      'demo-06.jpg': {
        en: 'Dad teaching his daughter to skim stones',
        pt: 'O pai a ensinar a filha a fazer ricochete com pedras na água',
      },
      'demo-07.jpg': { en: 'The family strolling past the salt pans', pt: 'A família a passear junto às salinas' },
      'demo-08.jpg': { en: "A sleepy toddler resting on grandma's shoulder", pt: 'Um bebé ensonado ao ombro da avó' },
    },
  },
  {
    album: '2-serra-de-monchique',
    title: 'Algarve',
    place: { en: 'Serra de Monchique', pt: 'Serra de Monchique', em: 'na' },
    photos: {
      'demo-01.jpg': {
        en: 'A family picnic under the cork oaks',
        pt: 'Um piquenique em família debaixo dos sobreiros',
      },
      'demo-02.jpg': {
        en: 'Children chasing each other across a meadow',
        pt: 'As crianças a correr umas atrás das outras por um prado',
      },
      'demo-03.jpg': {
        en: 'The youngest hiding behind a eucalyptus tree',
        pt: 'O mais novo escondido atrás de um eucalipto',
      },
      'demo-04.jpg': {
        en: 'Parents laughing on a rustic wooden bench',
        pt: 'Os pais a rir num banco de madeira rústico',
      },
      'demo-05.jpg': { en: "A grandmother braiding her granddaughter's hair", pt: 'Uma avó a fazer uma trança à neta' },
      'demo-06.jpg': {
        en: 'A family hug on a hilltop overlooking the coast',
        pt: 'Um abraço de família no alto de um monte com vista para a costa',
      },
      'demo-07.jpg': {
        en: 'A little boy holding a bunch of wild lavender',
        pt: 'Um rapazinho com um ramo de rosmaninho',
      },
      'demo-08.jpg': {
        en: 'Dad giving a piggyback ride along a forest trail',
        pt: 'O pai a levar o filho às costas por um trilho na floresta',
      },
      'demo-09.jpg': {
        en: 'Sisters whispering secrets on a stone wall',
        pt: 'Duas irmãs a contar segredos num muro de pedra',
      },
      'demo-10.jpg': {
        en: 'The family walking away into the golden afternoon light',
        pt: 'A família a afastar-se na luz dourada da tarde',
      },
      'demo-11.jpg': {
        en: "A baby's hand holding her mother's finger",
        pt: 'A mão de uma bebé a segurar o dedo da mãe',
      },
      'demo-12.jpg': {
        en: 'Everyone jumping at once for the last photo',
        pt: 'Todos a saltar ao mesmo tempo para a última fotografia',
      },
    },
  },
];

// ─────────── The code below builds the page data from the lists above. ───────────

function buildCategory(category: GalleryCategory, entries: AlbumEntry[]): AlbumGroup[] {
  let nextId = 1;
  return entries.map((entry, index) => ({
    album: entry.album,
    title: entry.title,
    place: entry.place,
    images: Object.keys(entry.photos)
      .toSorted(compareFileNames)
      .map((file) => ({
        id: nextId++,
        album: entry.album,
        alt: entry.photos[file]!,
        src: `${category}/${entry.album}/${file}`,
      })),
    left: index % 2 === 0,
    first: index === 0,
    family: category === 'family',
  }));
}

/** Every album of each portfolio page, in display order. */
export const albumsByCategory: Record<GalleryCategory, AlbumGroup[]> = {
  weddings: buildCategory('weddings', weddings),
  couples: buildCategory('couples', couples),
  family: buildCategory('family', family),
};
