/**
 * The question writer's evaluation corpus (issue 23): short study passages across subjects,
 * written for this corpus. Half are for development (the writer may be tuned on them); the
 * other half are held out, and the evaluation reports on those only. Alternate passages of each
 * subject go to each half, so both halves cover every subject.
 */
export interface CorpusPassage {
  subject: string;
  title: string;
  /**
   * "dev": tuned on. "held-out": read once after the first round of work (its first figures are
   * in the README), then fixes followed. "fresh": written after that round and read once (first
   * figures in the README), then fixes followed. "unseen": written after that, read once (its
   * figures in the README), then a round of fixes. "final": written after that, read once
   * (its figures in the README), then a last round. "last": written after the writer's last
   * change and read once, then a round of fixes. "closing": written after those, read once,
   * then a round of fixes. "coda": written after those, read once, then
   * a round of fixes. "epilogue": written after those, read once, then (session 14) a round of
   * fixes. "afterword": written after that round, read once, then a round of fixes.
   * "appendix": written after those, read once, then a round of fixes. "postscript": written
   * after that round, read once, then a round of fixes. "colophon" (session 15): written after
   * those, read once, then a round of fixes. "envoi" (session 16): written after that round,
   * before any of its output was seen, and read once, then a round of fixes. "addendum"
   * (session 17): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "supplement" (session 17): written after that round, before any of
   * its output was seen, and read once, then a round of fixes. "annex" (session 17): written
   * after that round, before any of its output was seen, and read once, then a round of
   * fixes. "rider" (session 18): written after that round, before any of its output was seen,
   * and read once, then a round of fixes. "codicil" (session 18): written after that round,
   * before any of its output was seen, and read once, then a round of fixes. "marginalia"
   * (session 18): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "glossary" (session 19): written after that round, before any of
   * its output was seen, and read once, then a round of fixes. "lexicon" (session 19): written
   * after that round, before any of its output was seen, and read once, then a round of fixes.
   * "thesaurus" (session 19): written after that round, before any of its output was seen, and
   * read once, then a round of fixes. "concordance" (session 19): written after that round,
   * before any of its output was seen, and read once, then a round of fixes. "index" (session
   * 19): written after that round, before any of its output was seen, and read once, then a
   * round of fixes. "catalogue" (session 19): written after that round, before any of its output
   * was seen, and read once, then a round of fixes. "almanac" (session 20): written after that
   * round, before any of its output was seen, and read once, then a round of fixes. "gazetteer"
   * (session 20): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "register" (session 20): written after that round, before any of its
   * output was seen, and read once, then a round of fixes. "directory" (session 21): written after
   * that round, before any of its output was seen, and read once, then a round of fixes. "ledger"
   * (session 21): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "roster" (session 22): written after that round, before any of its
   * output was seen, and read once, then a round of fixes. "inventory" (session 22): written after
   * that round, before any of its output was seen, and read once, then a round of fixes.
   * "manifest" (session 23): written after that round, before any of its output was seen, and
   * read once, then a round of fixes. "waybill" (session 23): written after that round, before
   * any of its output was seen, and read once, then a round of fixes. "consignment" (session 23):
   * written after that round, before any of its output was seen, and read once, then a round of
   * fixes. "docket" (session 24): written after that round, before any of its output was seen,
   * and read once, then a round of fixes. "voucher" (session 24): written after that round, before
   * any of its output was seen, and read once, then a round of fixes. "tally" (session 24):
   * written after that round, before any of its output was seen, and read once, then a round of
   * fixes. "invoice" (session 25): written after that round, before any of its output was seen,
   * and read once, then a round of fixes. "receipt" (session 25): written after that round,
   * before any of its output was seen, and read once, then a round of fixes. "statement" (session
   * 25): written after that round, before any of its output was seen, and read once, then a round
   * of fixes. "bulletin" (session 26): written after that round, before any of its output was
   * seen, and read once, then a round of fixes. "dispatch" (session 26): written after that
   * round, before any of its output was seen, and read once, then a round of fixes. "missive"
   * (session 27): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "epistle" (session 28): written after that round, before any of its
   * output was seen, and read once, then a round of fixes. "memo" (session 29): written after
   * that round, before any of its output was seen, and read once, then a round of fixes. "letter"
   * (session 29): written after that round, before any of its output was seen, and read once,
   * then a round of fixes. "postcard" (session 30): written after that round, before any of its
   * output was seen, and read once, then a round of fixes. "telegram" (session 30): written after
   * that round, before any of its output was seen, and read once, then a round of fixes.
   * "pamphlet" (session 30): written after that round, before any of its output was seen, and read
   * once, then a round of fixes. "leaflet" (session 30): written after that round, before any of its
   * output was seen, and read once, then a round of fixes. "brochure" (session 30): written after
   * that round, before any of its output was seen, and read once, then a round of fixes. "flyer"
   * (session 31): written after that round, before any of its output was seen, and read once, then
   * a round of fixes. "circular" (session 31): written after that round, before any of its output
   * was seen, and read once, then a round of fixes. "handbill" (session 32): written after that
   * round, before any of its output was seen, and read once, then a round of fixes. "notice"
   * (session 32): written after that round, before any of its output was seen, and read once, then a round of fixes. "placard" (session 33): written after that round, before any of its output was seen, and read once, then a round of fixes. "poster" (session 33): written after that round, before any of its output was seen, and read once, then a round of fixes. "banner" (session 34): written after that round, before any of its output was seen, and read once, then a round of fixes. "signboard" (session 34): written after that round, before any of its output was seen, and read once, then a round of fixes. "billboard" (session 34): written after that round, before any of its output was seen, and read once, then a round of fixes. "hoarding" (session 35): written after that round, before any of its output was seen, and read once, then a round of fixes. "marquee" (session 35): written after that round, before any of its output was seen, and read once, then a round of fixes. "pennant" (session 35): written after that round, before any of its output was seen, and read once, then a round of fixes. "awning" (session 36): written after that round, before any of its output was seen, and read once, then a round of fixes. "streamer" (session 36): written after that round, before any of its output was seen, and read once, then a round of fixes. "bunting" (session 37): written after that round, before any of its output was seen, and read once, then a round of fixes. "pennon" (session 37): written after that round, before any of its output was seen, and read once, then a round of fixes. "ensign" (session 37): written after that round, before any of its output was seen, and read once, then a round of fixes. "guidon" (session 37): written after that round, before any of its output was seen, and read once, then a round of fixes. "gonfalon" (session 37): written after that round, before any of its output was seen, and read once, then a round of fixes. "oriflamme" (session 38): written after that round, before any of its output was seen, and read once, then a round of fixes. "burgee" (session 38): written after that round, before any of its output was seen, and read once, then a round of fixes. "labarum" (session 38): written after that round, before any of its output was seen, and read once, then a round of fixes. "vexillum" (session 39): written after that round, before any of its output was seen, and read once, then a round of fixes. "standard" (session 39): written after that round, before any of its output was seen, and read once, then a round of fixes. "tricolour" (session 40): written after that round, before any of its output was seen, and read once, then a round of fixes. "pennoncel" (session 40): written after that round, before any of its output was seen, and read once, then a round of fixes. "jack" (session 42): written after that round, before any of its output was seen, and read once, then a round of fixes. "vane" (session 42): written after that round, before any of its output was seen, and read once, then a round of fixes. "banderole" (session 43): written after that round, before any of its output was seen, and read once, then a round of fixes. "fanion" (session 43): written after that round, before any of its output was seen, and read once, then a round of fixes. "swallowtail" (session 44): written after that round, before any of its output was seen, and read once, then a round of fixes. "cornet" (session 45): written after that round, before any of its output was seen, and read once, then a round of fixes. "pencel" (session 45): written after that round, before any of its output was seen, and read once, then a round of fixes. "pavilion" (session 45): written after that round, before any of its output was seen, and read once, then a round of fixes. "drapeau" (session 45): written after that round, before any of its output was seen, and read once, then a round of fixes. "banneret" (session 46): written after that round, before any of its output was seen, and read once, then a round of fixes. "gonfanon" (session 46): written after that round, before any of its output was seen, and read once, then a round of fixes. "windsock" (session 46): written after that round, before any of its output was seen, and read once, then a round of fixes. "halyard" (session 47): written after that round, before any of its output was seen, and read once, then a round of fixes. "finial" (session 48): written after that round, before any of its output was seen, and read once, then a round of fixes. "canton" (session 48): written after that round, before any of its output was seen, and read once, then a round of fixes. "hoist" (session 48): written after that round, before any of its output was seen, and read once, then a round of fixes. "grommet" (session 49): written after that round, before any of its output was seen, and read once, then a round of fixes. "toggle" (session 50): written after that round, before any of its output was seen, and read once, then a round of fixes. "lanyard" (session 50): written after that round, before any of its output was seen, and read once, then a round of fixes. "cleat" (session 51): written after that round, before any of its output was seen, and read once, then a round of fixes. "roundel" (session 52): written after that round, before any of its output was seen, and read once, then a round of fixes. "staff" (session 52): written after that round, before any of its output was seen, and read once, then a round of fixes. "masthead" (session 53): written after that round, before any of its output was seen, and read once, then a round of fixes. "truck" (session 54): written after that round, before any of its output was seen, and read once, then a round of fixes. "fly" (session 55): written after that round, before any of its output was seen, and read once, then a round of fixes. "pole" (session 56): written after that round, before any of its output was seen, and read once, then a round of fixes. "ferrule" (session 57): written after that round, before any of its output was seen, and read once, then a round of fixes. "crest" (session 57): written after that round, before any of its output was seen, and read once, then a round of fixes. "sleeve" (session 57): written after that round, before any of its output was seen, and read once, then a round of fixes. "tassel" (session 58): written after that round, before any of its output was seen, and read once, then a round of fixes. "fringe" (session 58): written after that round, before any of its output was seen, and read once, then a round of fixes. "cord" (session 58): written after that round, before any of its output was seen, and read once, then a round of fixes. "braid" (session 59): written after that round, before any of its output was seen, and read once, then a round of fixes. "ribbon" (session 59): written after that round, before any of its output was seen, and read once, then a round of fixes. "pommel" (session 59): written after that round, before any of its output was seen, and read once, then a round of fixes. "cravat" (session 60): written after that round, before any of its output was seen, and read once, then a round of fixes.
   */
  split:
    | "dev"
    | "held-out"
    | "fresh"
    | "unseen"
    | "final"
    | "last"
    | "closing"
    | "coda"
    | "epilogue"
    | "afterword"
    | "appendix"
    | "postscript"
    | "colophon"
    | "envoi"
    | "addendum"
    | "supplement"
    | "annex"
    | "rider"
    | "codicil"
    | "marginalia"
    | "glossary"
    | "lexicon"
    | "thesaurus"
    | "concordance"
    | "index"
    | "catalogue"
    | "almanac"
    | "gazetteer"
    | "register"
    | "directory"
    | "ledger"
    | "roster"
    | "inventory"
    | "manifest"
    | "waybill"
    | "consignment"
    | "docket"
    | "voucher"
    | "tally"
    | "invoice"
    | "receipt"
    | "statement"
    | "bulletin"
    | "dispatch"
    | "missive"
    | "epistle"
    | "memo"
    | "letter"
    | "postcard"
    | "telegram"
    | "pamphlet"
    | "leaflet"
    | "brochure"
    | "flyer"
    | "circular"
    | "handbill"
    | "notice"
    | "placard"
    | "poster"
    | "banner"
    | "signboard"
    | "billboard"
    | "hoarding"
    | "marquee"
    | "pennant"
    | "awning"
    | "streamer"
    | "bunting"
    | "pennon"
    | "ensign"
    | "guidon"
    | "gonfalon"
    | "oriflamme"
    | "burgee"
    | "labarum"
    | "vexillum"
    | "standard"
    | "tricolour"
    | "pennoncel"
    | "jack"
    | "vane"
    | "banderole"
    | "fanion"
    | "swallowtail"
    | "cornet"
    | "pencel"
    | "pavilion"
    | "drapeau"
    | "banneret"
    | "gonfanon"
    | "windsock"
    | "halyard"
    | "finial"
    | "canton"
    | "hoist"
    | "grommet"
    | "toggle"
    | "lanyard"
    | "cleat"
    | "roundel"
    | "staff"
    | "masthead"
    | "truck"
    | "fly"
    | "pole"
    | "ferrule"
    | "crest"
    | "sleeve"
    | "tassel"
    | "fringe"
    | "cord"
    | "braid"
    | "ribbon"
    | "pommel"
    | "cravat";
  text: string;
}

const passages: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The immune system",
    text: `The immune system protects the body against pathogens such as bacteria and viruses. White blood cells are the cells that find and destroy invading microbes. Phagocytes engulf bacteria and digest them with enzymes. Lymphocytes produce antibodies that bind to specific antigens. An antigen is a molecule that the immune system recognises as foreign. Vaccination exposes the body to a harmless form of a pathogen. After vaccination, memory cells remain in the blood for years. Because memory cells respond quickly, a second infection is usually mild. Fever raises body temperature, which slows the growth of many bacteria.`,
  },
  {
    subject: "biology",
    title: "Ecosystems",
    text: `An ecosystem is a community of organisms together with their physical environment. Producers such as plants capture energy from sunlight through photosynthesis. Herbivores eat producers, and carnivores eat other animals. Decomposers break down dead organisms and return nutrients to the soil. A food web shows the feeding relationships between the species in an ecosystem. Only about ten percent of the energy at one trophic level passes to the next. Because energy is lost at each level, food chains rarely have more than five links. A keystone species has a large effect on its ecosystem relative to its numbers. Sea otters keep kelp forests healthy because they eat sea urchins.`,
  },
  {
    subject: "biology",
    title: "The nervous system",
    text: `The nervous system carries signals between the brain and the rest of the body. A neuron is a cell that transmits electrical impulses. Dendrites receive signals from other neurons, and the axon carries impulses away from the cell body. The myelin sheath insulates the axon and speeds up transmission. A synapse is the gap between two neurons. Neurotransmitters cross the synapse and bind to receptors on the next neuron. The central nervous system consists of the brain and the spinal cord. Reflexes happen without conscious thought because the signal travels through the spinal cord. The cerebellum coordinates balance and fine movement.`,
  },
  {
    subject: "biology",
    title: "Blood and circulation",
    text: `The heart pumps blood through two circuits. The pulmonary circuit carries blood to the lungs, where it picks up oxygen. The systemic circuit carries oxygenated blood to the rest of the body. Arteries carry blood away from the heart under high pressure. Veins return blood to the heart and contain valves that prevent backflow. Capillaries are tiny vessels where oxygen and nutrients pass into the tissues. Red blood cells contain haemoglobin, a protein that binds oxygen. Platelets help blood to clot after an injury. William Harvey described the circulation of the blood in 1628.`,
  },
  {
    subject: "chemistry",
    title: "Atoms and the periodic table",
    text: `An atom is the smallest unit of a chemical element. The nucleus contains protons and neutrons, and electrons move around it in shells. The atomic number is the number of protons in the nucleus. Isotopes are atoms of the same element with different numbers of neutrons. Dmitri Mendeleev published the first periodic table in 1869. Elements in the same group have the same number of outer electrons. Noble gases rarely react because their outer shells are full. Alkali metals react vigorously with water and produce hydrogen gas. Metals conduct electricity because their outer electrons move freely.`,
  },
  {
    subject: "chemistry",
    title: "Acids and bases",
    text: `An acid is a substance that releases hydrogen ions in water. A base is a substance that neutralises an acid. The pH scale measures how acidic or alkaline a solution is. Pure water has a pH of 7 at room temperature. Strong acids such as hydrochloric acid ionise completely in water. Indicators change colour depending on the pH of a solution. Litmus turns red in acidic solutions and blue in alkaline ones. When an acid reacts with a base, the products are a salt and water. Antacid tablets relieve indigestion because they neutralise excess stomach acid.`,
  },
  {
    subject: "chemistry",
    title: "Chemical reactions",
    text: `A chemical reaction rearranges atoms to form new substances. Reactants are the substances present at the start of a reaction. The law of conservation of mass states that mass is neither created nor destroyed in a reaction. A catalyst speeds up a reaction without being used up. Enzymes are biological catalysts made of protein. Exothermic reactions release energy to the surroundings, usually as heat. Combustion is an exothermic reaction between a fuel and oxygen. Raising the temperature increases the rate of most reactions because particles collide more often. Rust forms when iron reacts with oxygen and water.`,
  },
  {
    subject: "physics",
    title: "Forces and motion",
    text: `A force is a push or a pull that can change the motion of an object. Isaac Newton published his three laws of motion in 1687. Newton's first law states that an object keeps its velocity unless a resultant force acts on it. Acceleration is the rate at which velocity changes. Friction opposes motion between two surfaces in contact. Mass measures the amount of matter in an object, while weight is the force of gravity on it. Astronauts feel weightless in orbit because they are in continuous free fall. Momentum is the product of mass and velocity.`,
  },
  {
    subject: "physics",
    title: "Electricity",
    text: `Electric current is the rate of flow of electric charge. Voltage is the energy transferred per unit of charge. Resistance opposes the flow of current through a component. Ohm's law states that current is proportional to voltage at a constant temperature. Georg Ohm published his law in 1827. In a series circuit the same current flows through every component. In a parallel circuit each branch receives the full voltage of the supply. A fuse melts when the current is too high, which breaks the circuit. Copper is used in wires because it has a low resistance.`,
  },
  {
    subject: "physics",
    title: "Waves",
    text: `A wave transfers energy from one place to another without transferring matter. The amplitude is the maximum displacement of a wave from its rest position. The wavelength is the distance between two neighbouring crests. Frequency is the number of waves that pass a point each second. Sound waves are longitudinal waves that need a medium to travel through. Light waves are transverse and can travel through a vacuum. Sound cannot travel through space because there is no medium there. Refraction happens when a wave changes speed as it enters a new medium. Heinrich Hertz demonstrated radio waves in 1887.`,
  },
  {
    subject: "earth science",
    title: "Plate tectonics",
    text: `The lithosphere is broken into large plates that move slowly over the mantle. Alfred Wegener proposed the theory of continental drift in 1912. Convection currents in the mantle drive the movement of the plates. At divergent boundaries, plates move apart and new crust forms. At convergent boundaries, one plate sinks beneath another in a process called subduction. Earthquakes happen when stress builds up along a fault and is suddenly released. The Richter scale measures the magnitude of an earthquake. Volcanoes often form near subduction zones because melting rock rises to the surface.`,
  },
  {
    subject: "earth science",
    title: "The water cycle",
    text: `The water cycle moves water between the oceans, the air and the land. Evaporation turns liquid water into water vapour. Transpiration is the loss of water vapour from the leaves of plants. Condensation forms clouds when water vapour cools in the atmosphere. Precipitation returns water to the surface as rain, snow or hail. Groundwater is water that fills the spaces in soil and rock. An aquifer is a layer of rock that stores groundwater. Rivers carry surface runoff back to the sea. Deforestation reduces rainfall in some regions because fewer trees release water vapour.`,
  },
  {
    subject: "history",
    title: "The Roman Republic",
    text: `Rome became a republic in 509 BC after the last king was expelled. The Senate was the council of elders that advised the magistrates. Two consuls were elected each year to lead the government and the army. The plebeians were the common citizens of Rome. The Twelve Tables were the first written laws of Rome. Julius Caesar crossed the Rubicon in 49 BC and started a civil war. Caesar was assassinated in 44 BC by a group of senators. Augustus became the first Roman emperor in 27 BC. The republic collapsed because powerful generals competed for control.`,
  },
  {
    subject: "history",
    title: "The First World War",
    text: `The First World War began in 1914 after the assassination of Archduke Franz Ferdinand. The Allies included Britain, France and Russia. The Central Powers included Germany and Austria-Hungary. Trench warfare dominated the Western Front for most of the war. The Battle of the Somme began in July 1916 and caused enormous casualties. The United States entered the war in 1917. The armistice ended the fighting on 11 November 1918. The Treaty of Versailles forced Germany to accept responsibility for the war. Many historians argue that the treaty caused resentment in Germany.`,
  },
  {
    subject: "history",
    title: "The Renaissance",
    text: `The Renaissance was a cultural movement that began in Italy in the fourteenth century. Humanism is a way of thinking that values human reason and classical learning. Florence became a centre of art because wealthy families such as the Medici paid artists. Leonardo da Vinci painted the Mona Lisa in the early sixteenth century. Michelangelo painted the ceiling of the Sistine Chapel between 1508 and 1512. Johannes Gutenberg developed a printing press with movable type around 1440. The printing press spread new ideas quickly across Europe. Perspective gave paintings a sense of depth.`,
  },
  {
    subject: "history",
    title: "The civil rights movement",
    text: `The civil rights movement fought racial segregation in the United States. Segregation is the separation of people by race in public places. In 1954 the Supreme Court ruled that segregated schools were unconstitutional. Rosa Parks refused to give up her bus seat in Montgomery in 1955. The Montgomery bus boycott lasted for more than a year. Martin Luther King Jr. delivered his famous speech at the March on Washington in 1963. The Civil Rights Act of 1964 outlawed discrimination in public places. The Voting Rights Act protected the right of Black citizens to vote.`,
  },
  {
    subject: "economics",
    title: "Supply and demand",
    text: `Demand is the quantity of a good that buyers are willing to buy at each price. Supply is the quantity that sellers are willing to sell at each price. The equilibrium price is the price at which supply equals demand. When demand rises and supply stays the same, the price increases. A shortage occurs when demand is greater than supply at the current price. A surplus occurs when supply is greater than demand. Price elasticity measures how strongly demand responds to a change in price. Petrol has inelastic demand because drivers have few substitutes.`,
  },
  {
    subject: "economics",
    title: "Money and inflation",
    text: `Money is anything that is widely accepted as payment for goods and services. Inflation is a general rise in prices over time. The consumer price index measures the average price of a basket of goods. A central bank controls the money supply and sets interest rates. Higher interest rates reduce borrowing because loans become more expensive. Deflation is a general fall in prices. Hyperinflation destroyed the value of the German mark in 1923. Savers lose purchasing power when inflation is higher than the interest they earn.`,
  },
  {
    subject: "economics",
    title: "International trade",
    text: `Trade allows countries to specialise in what they produce best. Comparative advantage is the ability to produce a good at a lower opportunity cost than another producer. David Ricardo explained comparative advantage in 1817. A tariff is a tax on imported goods. Tariffs raise the price of imports, which protects domestic producers. A quota limits the quantity of a good that can be imported. The balance of trade is the difference between exports and imports. The World Trade Organization settles trade disputes between its members.`,
  },
  {
    subject: "economics",
    title: "Markets and competition",
    text: `A market is any arrangement that lets buyers and sellers exchange goods. In perfect competition many firms sell identical products. A monopoly is a market with a single seller. Monopolies can charge higher prices because buyers have no alternative. An oligopoly is a market dominated by a few large firms. Barriers to entry stop new firms from joining a market. Competition authorities investigate firms that abuse a dominant position. Economies of scale lower the average cost of production as output grows.`,
  },
  {
    subject: "computing",
    title: "Computer networks",
    text: `A network connects computers so that they can share data. A router forwards packets between different networks. The Internet Protocol gives each device an address. A packet is a small unit of data sent across a network. The Transmission Control Protocol resends packets that are lost. The Domain Name System translates domain names into IP addresses. Tim Berners-Lee invented the World Wide Web in 1989. Encryption protects data because only the holder of the key can read it. A firewall filters traffic between a network and the outside world.`,
  },
  {
    subject: "computing",
    title: "Databases",
    text: `A database is an organised collection of data. A relational database stores data in tables of rows and columns. A primary key uniquely identifies each row in a table. A foreign key links a row to a row in another table. SQL is the language used to query relational databases. An index speeds up searches because the database does not scan every row. A transaction groups several changes so that they all succeed or all fail. Edgar Codd proposed the relational model in 1970. Normalisation removes duplicated data from a database design.`,
  },
  {
    subject: "computing",
    title: "Operating systems",
    text: `An operating system manages the hardware and software resources of a computer. The kernel is the core of the operating system. A process is a program that is being executed. The scheduler decides which process runs on the processor next. Virtual memory lets a computer use disk space as an extension of its memory. A file system organises how data is stored on a disk. Device drivers let the operating system communicate with hardware. Linus Torvalds released the first version of Linux in 1991. Deadlock happens when two processes each wait for a resource the other holds.`,
  },
  {
    subject: "computing",
    title: "Software testing",
    text: `Software testing checks that a program behaves as intended. A unit test checks a single function or class in isolation. An integration test checks that several parts work together. Regression testing confirms that a change did not break existing behaviour. Test-driven development is a practice in which tests are written before the code. A bug is a defect that makes a program behave incorrectly. Code coverage measures how much of the code the tests execute. Automated tests run quickly, so developers can run them after every change.`,
  },
  {
    subject: "languages",
    title: "Parts of speech",
    text: `A noun is a word that names a person, place, thing or idea. A verb is a word that describes an action or a state. An adjective is a word that describes a noun. An adverb is a word that modifies a verb, an adjective or another adverb. A pronoun is a word that takes the place of a noun. Prepositions show the relationship between a noun and other words in a sentence. Conjunctions join words, phrases or clauses. An interjection expresses a sudden feeling, as in the word "ouch". Articles come before nouns and show whether they are definite.`,
  },
  {
    subject: "languages",
    title: "Sentence structure",
    text: `A sentence is a group of words that expresses a complete thought. The subject is the person or thing that performs the action. The predicate tells what the subject does or is. A clause is a group of words that contains a subject and a verb. An independent clause can stand alone as a sentence. A dependent clause cannot stand alone because it does not express a complete thought. A compound sentence joins two independent clauses with a conjunction. A run-on sentence joins clauses without correct punctuation.`,
  },
  {
    subject: "languages",
    title: "The history of English",
    text: `English belongs to the Germanic family of languages. Old English was spoken in England from about 450 to 1100. The Norman Conquest of 1066 brought many French words into English. Middle English is the form of the language used by Geoffrey Chaucer. The Great Vowel Shift changed the pronunciation of long vowels between 1400 and 1700. William Caxton set up the first printing press in England in 1476. Printing helped to standardise English spelling. Samuel Johnson published his dictionary in 1755.`,
  },
  {
    subject: "languages",
    title: "Learning a second language",
    text: `Second language acquisition is the process of learning a language after the first one. Immersion surrounds the learner with the target language. Spaced repetition schedules reviews of vocabulary at increasing intervals. Learners forget new words quickly unless they review them. Comprehensible input is language that the learner can mostly understand. Stephen Krashen proposed the input hypothesis in the 1980s. A false friend is a word that looks like a word in another language but means something different. Pronunciation improves when learners imitate native speakers.`,
  },
  {
    subject: "law",
    title: "Contract law",
    text: `A contract is a legally binding agreement between two or more parties. A valid contract requires an offer, an acceptance and consideration. Consideration is something of value that each party gives to the other. An offer can be withdrawn at any time before it is accepted. A breach of contract occurs when a party fails to perform its obligations. Damages are money awarded to compensate the injured party. A minor usually cannot be bound by a contract because the law protects young people. Misrepresentation is a false statement that leads another party into a contract.`,
  },
  {
    subject: "law",
    title: "Criminal law",
    text: `Criminal law defines offences against the state and sets their punishments. Most crimes require both a guilty act and a guilty mind. The guilty act is called the actus reus. The guilty mind is called the mens rea. The prosecution must prove guilt beyond reasonable doubt. A defendant is the person accused of a crime. Self-defence can justify the use of reasonable force. A jury decides questions of fact in serious trials. The presumption of innocence protects defendants because guilt must be proved.`,
  },
  {
    subject: "law",
    title: "Constitutional law",
    text: `A constitution sets out the basic rules of a state. The separation of powers divides government into a legislature, an executive and a judiciary. The legislature makes laws, and the executive carries them out. The judiciary interprets the law and settles disputes. Judicial review allows courts to strike down laws that break the constitution. The United States Constitution was signed in 1787. A bill of rights protects individual freedoms from the state. Federalism divides power between a national government and regional governments.`,
  },
  {
    subject: "law",
    title: "Tort law",
    text: `A tort is a civil wrong that causes harm to another person. Negligence is the failure to take reasonable care. A claimant must show that the defendant owed a duty of care. Donoghue v Stevenson established the modern law of negligence in 1932. Causation links the defendant's breach to the claimant's injury. Defamation is a false statement that damages a person's reputation. Nuisance is an unreasonable interference with the use of land. Employers are often liable for torts committed by their employees.`,
  },
  {
    subject: "medicine",
    title: "Diabetes",
    text: `Diabetes is a condition in which blood glucose levels are too high. Insulin is a hormone that lets cells take up glucose from the blood. The pancreas produces insulin in cells called the islets of Langerhans. In type 1 diabetes the immune system destroys the cells that make insulin. In type 2 diabetes the body becomes resistant to insulin. Frederick Banting and Charles Best discovered insulin in 1921. People with type 1 diabetes inject insulin because their pancreas makes none. Regular exercise improves the body's response to insulin.`,
  },
  {
    subject: "medicine",
    title: "Antibiotics",
    text: `An antibiotic is a medicine that kills bacteria or stops them from growing. Alexander Fleming discovered penicillin in 1928. Penicillin damages the cell walls of bacteria. Antibiotics do not work against viruses because viruses have no cell walls. Antibiotic resistance occurs when bacteria evolve to survive a drug. Overuse of antibiotics speeds up the spread of resistance. Doctors take a sample of the infection to identify the bacteria. A broad-spectrum antibiotic acts against many kinds of bacteria.`,
  },
  {
    subject: "medicine",
    title: "The respiratory system",
    text: `The respiratory system takes in oxygen and removes carbon dioxide. Air enters through the nose and passes down the trachea. The trachea divides into two bronchi, one for each lung. Alveoli are tiny air sacs where gas exchange takes place. The diaphragm is a muscle that contracts to draw air into the lungs. Asthma narrows the airways and makes breathing difficult. Smoking damages the alveoli, which reduces the surface for gas exchange. A spirometer measures the volume of air a person can breathe out.`,
  },
  {
    subject: "medicine",
    title: "Vaccines and public health",
    text: `Public health aims to prevent disease across a whole population. Edward Jenner developed the first vaccine against smallpox in 1796. Herd immunity protects people who cannot be vaccinated. Herd immunity occurs when enough people are immune that a disease cannot spread. Smallpox was declared eradicated in 1980. Epidemiology is the study of how diseases spread in populations. Clean water reduced deaths from cholera because the bacteria spread through contaminated water. John Snow traced a cholera outbreak to a water pump in London in 1854.`,
  },
];

/** Written after the writer's last change (issue 23's final figures), one per subject. */
const fresh: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Photosynthesis in detail",
    text: `Photosynthesis converts light energy into chemical energy stored in glucose. Chlorophyll is the pigment that absorbs red and blue light. The light-dependent reactions take place in the thylakoid membranes. Water molecules are split during these reactions, which releases oxygen. The Calvin cycle uses carbon dioxide to build sugars in the stroma. Rubisco is the enzyme that fixes carbon dioxide in the Calvin cycle. Plants close their stomata in hot weather because they would otherwise lose too much water. Jan Ingenhousz showed in 1779 that plants need light to produce oxygen.`,
  },
  {
    subject: "chemistry",
    title: "Bonding",
    text: `A chemical bond holds atoms together in a substance. An ionic bond forms when one atom transfers electrons to another. Sodium chloride is held together by ionic bonds. A covalent bond is a shared pair of electrons between two atoms. Water molecules contain covalent bonds between hydrogen and oxygen. Metallic bonding explains why metals are good conductors. Ionic compounds have high melting points because strong forces hold the ions in a lattice. Linus Pauling described the nature of the chemical bond in 1939.`,
  },
  {
    subject: "physics",
    title: "Energy",
    text: `Energy is the capacity to do work. Kinetic energy is the energy an object has because of its motion. Gravitational potential energy depends on the height of an object above the ground. The law of conservation of energy states that energy cannot be created or destroyed. Power is the rate at which energy is transferred. A joule is the unit of energy in the International System of Units. Insulation reduces heat loss from a house because it slows the transfer of thermal energy. James Joule measured the mechanical equivalent of heat in 1845.`,
  },
  {
    subject: "earth science",
    title: "Weather and climate",
    text: `Weather describes the state of the atmosphere at a particular time and place. Climate is the average weather of a region over many years. Air pressure is the weight of the air above a surface. Warm fronts bring steady rain as warm air rises over cold air. A barometer measures air pressure. The greenhouse effect traps heat in the lower atmosphere. Carbon dioxide and methane are greenhouse gases. Coastal areas have milder winters because the sea releases stored heat slowly.`,
  },
  {
    subject: "history",
    title: "The Cold War",
    text: `The Cold War was a period of rivalry between the United States and the Soviet Union. The Truman Doctrine promised support to countries that resisted communism. The Berlin Wall was built in 1961 to stop people leaving East Berlin. The Cuban Missile Crisis brought the two superpowers close to nuclear war in 1962. Detente was a period of eased tension in the 1970s. Mikhail Gorbachev introduced reforms known as glasnost and perestroika. The Berlin Wall fell in November 1989. The Soviet Union dissolved in December 1991.`,
  },
  {
    subject: "economics",
    title: "Government and the economy",
    text: `Fiscal policy is the use of government spending and taxation to influence the economy. Monetary policy is managed by the central bank. A budget deficit occurs when a government spends more than it collects in taxes. Progressive taxes take a larger share of income from people who earn more. Unemployment is the share of the labour force without a job. John Maynard Keynes published his General Theory in 1936. Governments often increase spending during a recession because private demand is weak. Gross domestic product measures the value of all goods and services produced in a country.`,
  },
  {
    subject: "computing",
    title: "Security",
    text: `Computer security protects systems and data from attack. Malware is software designed to damage a computer or steal information. A phishing email tricks people into revealing passwords. Two-factor authentication requires a second proof of identity besides a password. A hash function turns any input into a fixed-length digest. Passwords are stored as salted hashes because a stolen database should not reveal them. A vulnerability is a weakness that an attacker can exploit. The Morris worm spread across the early internet in 1988.`,
  },
  {
    subject: "languages",
    title: "Verb tenses",
    text: `A tense shows when an action takes place. The present simple describes habits and general truths. The past simple describes completed actions in the past. The present perfect links a past action to the present. The future can be expressed with will or with going to. An auxiliary verb helps the main verb to form a tense. Irregular verbs do not form the past simple with the ending -ed. Learners confuse the past simple and the present perfect because both describe past events.`,
  },
  {
    subject: "law",
    title: "Property law",
    text: `Property law governs the ownership and use of land and goods. Freehold is the outright ownership of land without a time limit. A lease grants the right to occupy land for a fixed period. A mortgage is a loan secured against a property. The lender can repossess the property if the borrower stops paying. An easement is a right to use another person's land for a specific purpose. Adverse possession lets a person gain ownership by occupying land for many years. The Land Registration Act of 2002 reformed the registration of land in England.`,
  },
  {
    subject: "medicine",
    title: "The digestive system",
    text: `The digestive system breaks down food into molecules the body can absorb. Digestion begins in the mouth, where saliva starts to break down starch. The stomach produces acid that kills many microbes. Enzymes are proteins that speed up the breakdown of food. The small intestine absorbs most nutrients through its villi. Villi increase the surface area of the small intestine. The liver produces bile, which emulsifies fats. The large intestine absorbs water from the remaining material.`,
  },
  {
    subject: "biology",
    title: "Evolution",
    text: `Evolution is the change in the inherited traits of a population over generations. Charles Darwin published On the Origin of Species in 1859. Natural selection favours individuals that are better suited to their environment. Variation arises from mutations and from sexual reproduction. An adaptation is a trait that increases an organism's chance of survival. Fossils provide evidence of organisms that lived long ago. Antibiotic resistance spreads quickly because resistant bacteria survive and reproduce. A species is a group of organisms that can interbreed and produce fertile offspring.`,
  },
  {
    subject: "computing",
    title: "Programming paradigms",
    text: `A programming paradigm is a style of structuring programs. Imperative programming describes a program as a sequence of commands that change state. Object-oriented programming organises code into objects that combine data and behaviour. A class is a template that describes the objects created from it. Inheritance lets a class reuse the behaviour of another class. Functional programming treats computation as the evaluation of functions. Pure functions are easier to test because they always return the same output for the same input. Alan Kay coined the term object-oriented in the late 1960s.`,
  },
];

/** Written after the writer's last change: the figures reported come from these. */
const unseen: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Cell division",
    text: `Cells divide so that organisms can grow and repair damaged tissue. Mitosis is the division of a nucleus into two identical nuclei. Before mitosis, the cell copies its chromosomes. During prophase the chromosomes condense and become visible. The spindle pulls the sister chromatids to opposite poles of the cell. Cytokinesis divides the cytoplasm after the nucleus has divided. Cancer cells divide without control because the genes that regulate division are damaged. Walther Flemming described the stages of mitosis in 1882.`,
  },
  {
    subject: "chemistry",
    title: "Rates of reaction",
    text: `The rate of a reaction is the change in the amount of a substance per unit of time. Powders react faster than lumps because they have a larger surface area. A higher concentration means more particles in the same volume. Activation energy is the minimum energy particles need to react. A catalyst lowers the activation energy of a reaction. Cooling a reaction slows it down. Gas syringes collect the gas produced by a reaction. Wilhelm Ostwald received the Nobel Prize for his work on catalysis in 1909.`,
  },
  {
    subject: "physics",
    title: "Magnetism",
    text: `A magnet produces a magnetic field around it. Like poles repel each other, and opposite poles attract. The Earth behaves like a giant bar magnet. A compass needle points north because it lines up with the Earth's magnetic field. An electromagnet is a coil of wire that becomes magnetic when a current flows through it. Iron cores make electromagnets stronger. Michael Faraday discovered electromagnetic induction in 1831. A transformer changes the voltage of an alternating current.`,
  },
  {
    subject: "earth science",
    title: "Rocks",
    text: `Igneous rock forms when magma cools and hardens. Granite is an igneous rock with large crystals. Sedimentary rock forms from layers of sediment that are pressed together. Fossils are usually found in sedimentary rock. Metamorphic rock forms when heat and pressure change existing rock. Marble is a metamorphic rock made from limestone. Weathering breaks rocks into smaller pieces. James Hutton described the rock cycle in the 1780s.`,
  },
  {
    subject: "history",
    title: "The Industrial Revolution in the United States",
    text: `The Lowell mills employed young women from New England farms. Eli Whitney invented the cotton gin in 1793. The cotton gin separated cotton fibres from their seeds. The Erie Canal opened in 1825 and linked the Great Lakes to New York. Railroads expanded rapidly after the Civil War. The first transcontinental railroad was completed in 1869. Immigrants provided much of the labour for new factories. Labour unions organised strikes because working conditions were dangerous.`,
  },
  {
    subject: "economics",
    title: "Personal finance",
    text: `A budget is a plan for spending and saving money. Compound interest is interest earned on both the original sum and the interest already added. A credit score measures how likely a person is to repay debt. Diversification spreads investments across different assets. Shares give their owners part of a company. Bonds are loans that investors make to governments or companies. Inflation reduces the value of cash savings over time. An emergency fund covers unexpected costs such as repairs.`,
  },
  {
    subject: "computing",
    title: "The web",
    text: `A web browser requests pages from web servers. HTML describes the structure of a web page. CSS controls the appearance of the elements on a page. JavaScript adds behaviour to web pages. HTTP is the protocol that browsers and servers use to exchange messages. A cookie is a small piece of data that a website stores in the browser. Caching speeds up websites because copies of pages are kept closer to the user. Brendan Eich created JavaScript in 1995.`,
  },
  {
    subject: "languages",
    title: "Punctuation",
    text: `Punctuation marks help readers understand a text. A full stop ends a sentence that makes a statement. A comma separates items in a list. The apostrophe shows possession or a missing letter. A colon introduces a list or an explanation. Quotation marks enclose the exact words that someone said. A semicolon joins two closely related independent clauses. Writers use commas carefully because a misplaced comma can change the meaning of a sentence.`,
  },
  {
    subject: "law",
    title: "The courts",
    text: `Courts apply the law to settle disputes. A trial court hears evidence and decides the facts of a case. An appeal court reviews the decisions of lower courts. A precedent is a decision that guides later cases with similar facts. Judges follow precedent so that the law is consistent. A barrister argues cases in the higher courts. The Supreme Court of the United Kingdom was established in 2009. A witness gives evidence under oath.`,
  },
  {
    subject: "medicine",
    title: "The skeleton",
    text: `The skeleton supports the body and protects the internal organs. The skull protects the brain. Red blood cells are made in the bone marrow. A joint is a place where two bones meet. Ligaments connect bones to other bones at a joint. Tendons attach muscles to bones. Osteoporosis makes bones weak and brittle. Calcium is important for strong bones because it makes up much of the bone mineral. Wilhelm Röntgen took the first X-ray image of a hand in 1895.`,
  },
];

/** Written after the writer's last change: the figures reported come from these. */
const final: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Enzymes",
    text: `Enzymes are biological catalysts that speed up chemical reactions in cells. The active site is the part of an enzyme where the substrate binds. Each enzyme works best at an optimum temperature. High temperatures denature enzymes because the shape of the active site changes. Amylase breaks down starch into sugars. Protease enzymes digest proteins into amino acids. An inhibitor is a molecule that slows down an enzyme. Emil Fischer proposed the lock and key model in 1894.`,
  },
  {
    subject: "chemistry",
    title: "Organic chemistry",
    text: `Organic chemistry is the study of carbon compounds. A hydrocarbon is a compound made only of hydrogen and carbon. Alkanes are saturated hydrocarbons with single bonds. Alkenes contain at least one double bond between carbon atoms. Crude oil is separated into fractions by fractional distillation. Polymers are long molecules made from many repeating units. Plastic waste lasts for centuries because most polymers do not break down easily. Friedrich Wöhler made urea from inorganic chemicals in 1828.`,
  },
  {
    subject: "physics",
    title: "Light",
    text: `Light travels in straight lines at about 300,000 kilometres per second. A mirror reflects light, and the angle of reflection equals the angle of incidence. A convex lens focuses light to a point. White light is a mixture of colours. A prism splits white light into a spectrum. The eye focuses light onto the retina. Short-sighted people need concave lenses because their eyes focus light in front of the retina. Isaac Newton showed that white light contains all colours in 1666.`,
  },
  {
    subject: "earth science",
    title: "Oceans",
    text: `Oceans cover about seventy percent of the surface of the Earth. Tides are caused by the gravitational pull of the Moon. Ocean currents carry heat from the equator towards the poles. The Gulf Stream is a warm current in the Atlantic Ocean. Coral reefs grow in warm, shallow water. Salinity is the amount of salt dissolved in water. Sea levels rise when glaciers melt. Many coastal cities build sea walls because storms cause flooding.`,
  },
  {
    subject: "history",
    title: "Ancient Egypt",
    text: `Ancient Egyptian civilisation grew along the River Nile. The Nile flooded each year and left fertile soil on its banks. A pharaoh was the ruler of ancient Egypt. The Great Pyramid of Giza was built for the pharaoh Khufu. Hieroglyphs were a system of writing that used pictures and symbols. The Rosetta Stone helped scholars to read hieroglyphs. Jean-François Champollion deciphered hieroglyphs in 1822. Egyptians preserved the bodies of the dead because they believed in an afterlife.`,
  },
  {
    subject: "economics",
    title: "Labour markets",
    text: `A labour market is where workers offer their work and employers hire them. The wage is the price of labour. A minimum wage sets the lowest hourly pay that employers may offer. Human capital is the knowledge and skills that make a worker productive. Training raises productivity, which can lead to higher wages. Frictional unemployment occurs while people move between jobs. Trade unions bargain with employers on behalf of workers. Wages are higher in some jobs because few workers have the necessary skills.`,
  },
  {
    subject: "computing",
    title: "Version control",
    text: `Version control records changes to files over time. A repository stores the full history of a project. A commit is a snapshot of the files at one moment. A branch lets developers work on a feature without changing the main line. Merging combines the changes from two branches. A merge conflict happens when two branches change the same lines. Linus Torvalds created Git in 2005. Teams use pull requests because other developers can review the changes first.`,
  },
  {
    subject: "languages",
    title: "Figures of speech",
    text: `A figure of speech uses words in a way that goes beyond their literal meaning. A simile compares two things using the word like or as. A metaphor describes something as if it were something else. Personification gives human qualities to objects or animals. Alliteration is the repetition of the same sound at the start of nearby words. Hyperbole is deliberate exaggeration for effect. Poets use imagery because it helps readers to picture a scene. Onomatopoeia describes words that imitate sounds, such as buzz.`,
  },
  {
    subject: "law",
    title: "Human rights",
    text: `Human rights are the basic rights that belong to every person. The Universal Declaration of Human Rights was adopted by the United Nations in 1948. The right to a fair trial protects people accused of crimes. Freedom of expression lets people share opinions without censorship. The European Court of Human Rights hears cases from member states of the Council of Europe. A state may limit some rights to protect public safety. Discrimination is unfair treatment because of a characteristic such as race or sex.`,
  },
  {
    subject: "medicine",
    title: "The heart",
    text: `The heart is a muscular organ that pumps blood around the body. It has four chambers: two atria and two ventricles. The right ventricle pumps blood to the lungs. The left ventricle has a thicker wall because it pumps blood to the whole body. Valves keep blood flowing in one direction. The pacemaker is a group of cells that sets the rhythm of the heartbeat. A heart attack happens when the blood supply to the heart muscle is blocked. Christiaan Barnard performed the first human heart transplant in 1967.`,
  },
];

/** Written after the writer's last change. */
const last: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Plant transport",
    text: `Xylem vessels carry water and minerals from the roots to the leaves. Phloem carries sugars from the leaves to the rest of the plant. Root hair cells absorb water from the soil by osmosis. Osmosis is the movement of water across a partially permeable membrane. Transpiration pulls water up the stem as it evaporates from the leaves. Guard cells open and close the stomata. Plants wilt in dry weather because their cells lose water. Stephen Hales measured transpiration in plants in 1727.`,
  },
  {
    subject: "history",
    title: "The Black Death",
    text: `The Black Death was a pandemic that killed millions of people in the fourteenth century. It reached Europe in 1347 through trading ports in Sicily. The disease was spread by fleas that lived on rats. Towns were crowded and dirty, which helped the disease to spread. The Black Death killed about a third of the population of Europe. Labour became scarce, so surviving peasants demanded higher wages. The Statute of Labourers tried to fix wages at their old level in 1351. The Peasants' Revolt broke out in England in 1381.`,
  },
  {
    subject: "economics",
    title: "Banks",
    text: `A bank accepts deposits and makes loans. Interest is the price paid for borrowing money. A current account lets customers make payments and withdraw cash. A savings account pays interest on money that is not spent. Banks keep only a fraction of deposits as reserves. A bank run happens when many customers withdraw their money at once. Deposit insurance protects savers if a bank fails. The Bank of England was founded in 1694.`,
  },
  {
    subject: "computing",
    title: "Artificial intelligence",
    text: `Artificial intelligence is the study of systems that perform tasks which normally need human intelligence. Machine learning lets computers learn patterns from data. A neural network is a model made of layers of connected units. Training adjusts the weights of a network to reduce its errors. Overfitting happens when a model learns the training data too closely. A test set measures how well a model works on new data. Alan Turing proposed a test of machine intelligence in 1950. Large models need powerful hardware because they perform billions of calculations.`,
  },
  {
    subject: "law",
    title: "Employment law",
    text: `Employment law governs the relationship between employers and workers. An employment contract sets out the duties and pay of a worker. Unfair dismissal occurs when an employer ends a contract without a fair reason. Redundancy is dismissal because a job is no longer needed. Employers must pay at least the national minimum wage. Discrimination at work is unlawful under the Equality Act of 2010. A tribunal hears claims brought by workers against employers. Workers join trade unions because collective bargaining gives them more power.`,
  },
  {
    subject: "medicine",
    title: "Infectious disease",
    text: `An infectious disease is caused by a pathogen that spreads between people. Bacteria, viruses, fungi and parasites can all be pathogens. Influenza is a virus that spreads through droplets in the air. Malaria is spread by mosquitoes that carry a parasite. Washing hands removes microbes before they can enter the body. Quarantine separates people who may have been exposed to a disease. Robert Koch identified the bacterium that causes tuberculosis in 1882. Vaccines prevent infection because they train the immune system in advance.`,
  },
];

/** Alternate passages of each subject into each half; then those written later. */
/** Written on 2026-11-24 after the writer's changes from reading "last", read once, then a round of fixes. */
const closing: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Enzymes",
    text: `Enzymes are proteins that speed up chemical reactions in living things. Each enzyme has an active site with a particular shape. The substrate fits into the active site like a key in a lock. High temperatures denature an enzyme because they change the shape of its active site. Amylase breaks down starch into sugars in the mouth. Pepsin digests proteins in the acidic conditions of the stomach. Most enzymes in the human body work best at about 37 degrees Celsius. Eduard Buchner showed in 1897 that enzymes work outside living cells.`,
  },
  {
    subject: "chemistry",
    title: "Acids and bases",
    text: `An acid is a substance that releases hydrogen ions in water. A base is a substance that neutralises an acid. The pH scale measures how acidic or alkaline a solution is. A solution with a pH of 7 is neutral. Hydrochloric acid reacts with sodium hydroxide to form sodium chloride and water. Indicators change colour when the pH of a solution changes. Litmus turns red in acids and blue in alkalis. Søren Sørensen introduced the pH scale in 1909.`,
  },
  {
    subject: "computing",
    title: "Networks",
    text: `A network connects computers so that they can share data. A router forwards packets between networks. Every device on the internet has an IP address. The Domain Name System translates names such as example.com into IP addresses. TCP makes sure that packets arrive in order and without errors. A firewall blocks traffic that breaks its rules. Wireless networks send data using radio waves. Vint Cerf and Bob Kahn designed TCP in 1974.`,
  },
  {
    subject: "earth science",
    title: "Glaciers",
    text: `A glacier is a large mass of ice that moves slowly over land. Glaciers form where more snow falls in winter than melts in summer. The weight of the ice makes it flow downhill. Glaciers erode valleys into a U shape. Moraines are ridges of rock and soil that a glacier leaves behind. Meltwater from glaciers feeds many rivers in Asia. Most glaciers are shrinking because the climate is warming. Louis Agassiz proposed in 1837 that ice had once covered much of Europe.`,
  },
  {
    subject: "economics",
    title: "Trade",
    text: `Countries trade because each can produce some goods more cheaply than others. Comparative advantage explains why trade benefits both partners. An export is a good sold to another country. An import is a good bought from another country. A tariff is a tax on imported goods. Tariffs raise prices for consumers and protect domestic producers. A trade deficit occurs when a country imports more than it exports. David Ricardo described comparative advantage in 1817.`,
  },
  {
    subject: "history",
    title: "The printing press",
    text: `Johannes Gutenberg built a printing press with movable type in Mainz around 1450. Before the press, books were copied by hand in monasteries. The Gutenberg Bible was printed in about 1455. Printing made books cheaper, so more people learned to read. Martin Luther used pamphlets to spread his ideas across Germany. The press helped scientists share their discoveries quickly. William Caxton set up the first press in England in 1476. Governments soon tried to control what printers published.`,
  },
  {
    subject: "languages",
    title: "Phonetics",
    text: `Phonetics is the study of the sounds of speech. A phoneme is the smallest unit of sound that changes meaning. The words "pin" and "bin" differ by one phoneme. Vowels are made with an open vocal tract. Consonants are made by blocking the flow of air. The International Phonetic Alphabet gives each sound its own symbol. Stress makes one syllable of a word louder and longer. The International Phonetic Association published its first alphabet in 1888.`,
  },
  {
    subject: "law",
    title: "Contracts",
    text: `A contract is an agreement that the law will enforce. A valid contract needs an offer, an acceptance and consideration. Consideration is something of value that each party gives. An offer can be withdrawn before it is accepted. A breach of contract happens when a party fails to do what it promised. The usual remedy for a breach is damages. A minor cannot usually be bound by a contract. The case of Carlill v Carbolic Smoke Ball Company was decided in 1893.`,
  },
  {
    subject: "medicine",
    title: "Diabetes",
    text: `Diabetes is a condition in which the level of glucose in the blood is too high. The pancreas makes insulin, a hormone that lowers blood glucose. In type 1 diabetes the immune system destroys the cells that make insulin. Type 2 diabetes develops when the body stops responding to insulin. Obesity raises the risk of type 2 diabetes. Patients with type 1 diabetes inject insulin every day. Untreated diabetes damages the eyes, kidneys and nerves. Frederick Banting and Charles Best discovered insulin in 1921.`,
  },
  {
    subject: "physics",
    title: "Sound",
    text: `Sound is a wave of vibrations that travels through a medium. Sound cannot travel through a vacuum because there are no particles to vibrate. The frequency of a sound wave sets its pitch. The amplitude of a wave sets its loudness. Sound travels faster in water than in air. An echo is a sound reflected from a surface. Ultrasound is sound with a frequency too high for humans to hear. Chuck Yeager flew faster than the speed of sound in 1947.`,
  },
];

/** Written on 2026-11-24 after the fixes from reading "closing", read once, then a round of fixes. */
const coda: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The heart",
    text: `The heart is a muscular organ that pumps blood around the body. It has four chambers: two atria and two ventricles. The right ventricle pumps blood to the lungs. The left ventricle pumps oxygenated blood to the rest of the body. Valves stop blood from flowing backwards. The pacemaker sets the rhythm of the heartbeat. Arteries carry blood away from the heart. William Harvey described the circulation of the blood in 1628.`,
  },
  {
    subject: "chemistry",
    title: "Electrolysis",
    text: `Electrolysis uses electricity to break down a compound. The compound must be molten or dissolved so that its ions can move. Positive ions move to the cathode. Negative ions move to the anode. An electrolyte is a liquid that conducts electricity. Aluminium is extracted from its ore by electrolysis. Electrolysis of brine produces chlorine, hydrogen and sodium hydroxide. Humphry Davy isolated potassium by electrolysis in 1807.`,
  },
  {
    subject: "computing",
    title: "Databases",
    text: `A database stores data in an organised way. A relational database keeps data in tables. Each row of a table holds one record. A primary key identifies each record uniquely. A foreign key links a record to a row in another table. SQL is the language used to query relational databases. An index makes searches faster but slows down writes. Edgar Codd proposed the relational model in 1970.`,
  },
  {
    subject: "earth science",
    title: "Soil",
    text: `Soil is a mixture of minerals, organic matter, water and air. Weathering breaks rock into the small particles that form soil. Humus is dark organic matter made from decayed plants and animals. Earthworms mix the layers of soil and let air in. Clay soils hold water but drain slowly. Sandy soils drain quickly and hold few nutrients. Erosion removes topsoil when land is left bare. Farmers plant cover crops to protect soil from erosion.`,
  },
  {
    subject: "economics",
    title: "Unemployment",
    text: `Unemployment is the state of people who want work but cannot find it. The unemployment rate is the share of the labour force without a job. Cyclical unemployment rises during a recession. Structural unemployment occurs when workers' skills no longer match the jobs available. Frictional unemployment is the short time people spend moving between jobs. Governments fund training to reduce structural unemployment. Benefits support people while they look for work. The Great Depression pushed unemployment in the United States to about 25 per cent in 1933.`,
  },
  {
    subject: "history",
    title: "The Industrial Revolution",
    text: `The Industrial Revolution began in Britain in the late eighteenth century. Factories replaced work done by hand at home. James Watt improved the steam engine in 1769. Coal powered the new engines and furnaces. Railways carried goods and people faster than canals. Workers moved from villages to growing cities such as Manchester. Children often worked long hours in dangerous mills. The Factory Act of 1833 limited the hours that children could work.`,
  },
  {
    subject: "languages",
    title: "Word classes",
    text: `A noun names a person, place or thing. A verb describes an action or a state. An adjective describes a noun. An adverb tells us how, when or where something happens. A pronoun stands in place of a noun. Conjunctions join words or clauses together. Prepositions show the relation between a noun and another word. Dionysius Thrax described eight word classes of Greek in the second century BC.`,
  },
  {
    subject: "law",
    title: "Negligence",
    text: `Negligence is a failure to take reasonable care that causes harm to another person. The claimant must show that the defendant owed them a duty of care. The defendant must have breached that duty. The breach must have caused the harm. Donoghue v Stevenson established the modern duty of care in 1932. A court compares the defendant with a reasonable person. Damages compensate the claimant for the harm suffered. Contributory negligence reduces the damages when the claimant was partly to blame.`,
  },
  {
    subject: "medicine",
    title: "Antibiotics",
    text: `Antibiotics are medicines that kill bacteria or stop them from growing. They do not work against viruses. Alexander Fleming discovered penicillin in 1928. Penicillin stops bacteria from building their cell walls. Overuse of antibiotics has led to resistant bacteria. Resistant bacteria survive a course of antibiotics and multiply. Doctors prescribe antibiotics only when an infection is bacterial. Patients should finish the whole course of treatment.`,
  },
  {
    subject: "physics",
    title: "Electric circuits",
    text: `An electric current is a flow of charge. A battery pushes current around a circuit. Resistance opposes the flow of current. Ohm's law states that the current through a resistor is proportional to the voltage across it. In a series circuit the same current flows through every component. In a parallel circuit the current splits between the branches. A fuse melts when the current is too large. Georg Ohm published his law in 1827.`,
  },
];

/** Written on 2026-11-24 after the fixes from reading "coda", and read once: nothing was tuned on it. */
const epilogue: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The kidneys",
    text: `The kidneys filter waste from the blood. Each kidney contains about a million nephrons. A nephron is a tiny tube that filters blood and makes urine. Urea is a waste product made in the liver. The kidneys control the amount of water in the body. Urine flows from the kidneys to the bladder through the ureters. Dialysis cleans the blood when the kidneys fail. Joseph Murray performed the first successful kidney transplant in 1954.`,
  },
  {
    subject: "chemistry",
    title: "Rates of reaction",
    text: `The rate of a reaction is how quickly reactants turn into products. Raising the temperature speeds up most reactions. Particles collide more often when a solution is more concentrated. Powders react faster than lumps because they have a larger surface area. A catalyst speeds up a reaction without being used up. Enzymes are biological catalysts. The activation energy is the minimum energy that particles need to react. Svante Arrhenius described how temperature affects reaction rates in 1889.`,
  },
  {
    subject: "computing",
    title: "Operating systems",
    text: `An operating system manages the hardware and software of a computer. The kernel is the core of the operating system. The scheduler decides which process runs on the processor next. Virtual memory lets a computer use disk space as extra memory. A device driver lets the operating system talk to a piece of hardware. A file system organises data into files and folders. Linus Torvalds released the first version of Linux in 1991. Most phones run an operating system based on Linux or on Apple's own code.`,
  },
  {
    subject: "earth science",
    title: "Hurricanes",
    text: `A hurricane is a large storm that forms over warm ocean water. Hurricanes need water warmer than 26 degrees Celsius to form. The eye is a calm area at the centre of the storm. The strongest winds blow in the eyewall around the eye. A storm surge floods coasts when winds push seawater inland. Hurricanes weaken when they move over land. Forecasters track hurricanes with satellites and aircraft. Hurricane Katrina flooded New Orleans in 2005.`,
  },
  {
    subject: "economics",
    title: "Money",
    text: `Money is anything that people accept in exchange for goods and services. It works as a medium of exchange, a unit of account and a store of value. Barter is the direct exchange of goods without money. Coins were first used in Lydia around 600 BC. Paper money lets people carry large sums easily. A central bank issues the currency of a country. Deflation is a fall in the general level of prices. Digital payments are replacing cash in many countries.`,
  },
  {
    subject: "history",
    title: "The Cold War",
    text: `The Cold War was a rivalry between the United States and the Soviet Union. It began after the Second World War ended in 1945. The two sides never fought each other directly. The Berlin Wall divided East and West Berlin from 1961. The Cuban Missile Crisis brought the world close to nuclear war in 1962. Both sides built large stocks of nuclear weapons. The space race was a contest to lead in space exploration. The Soviet Union collapsed in 1991, which ended the Cold War.`,
  },
  {
    subject: "languages",
    title: "Spanish verbs",
    text: `Spanish verbs change their endings to show who does the action. The infinitive of every Spanish verb ends in -ar, -er or -ir. Hablar means to speak. Ser and estar both mean to be. Ser describes lasting qualities such as nationality. Estar describes states and locations. The preterite tense describes completed actions in the past. Irregular verbs such as tener do not follow the usual patterns.`,
  },
  {
    subject: "law",
    title: "Criminal trials",
    text: `In a criminal trial the prosecution must prove that the defendant is guilty. The standard of proof is beyond reasonable doubt. A jury decides whether the defendant is guilty. The judge decides the sentence. A witness gives evidence under oath. The defence can cross-examine the witnesses of the prosecution. A defendant who is found not guilty is acquitted. The right to a jury trial in England dates back to Magna Carta in 1215.`,
  },
  {
    subject: "medicine",
    title: "Asthma",
    text: `Asthma is a condition that narrows the airways in the lungs. During an attack the muscles around the airways tighten. Triggers include pollen, dust, cold air and exercise. An inhaler delivers medicine straight to the lungs. Reliever inhalers open the airways quickly during an attack. Preventer inhalers reduce swelling in the airways over time. A peak flow meter measures how fast a person can breathe out. Asthma affects about one in twelve adults in the United Kingdom.`,
  },
  {
    subject: "physics",
    title: "Radioactivity",
    text: `Radioactive atoms have unstable nuclei that give out radiation. Alpha particles are made of two protons and two neutrons. Beta particles are fast-moving electrons. Gamma rays are electromagnetic waves with very high energy. A sheet of paper stops alpha particles. The half-life is the time it takes for half of the nuclei in a sample to decay. A Geiger counter detects radiation. Henri Becquerel discovered radioactivity in 1896.`,
  },
];

const afterword: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Genetics",
    text: `Genes are sections of DNA that carry the instructions for making proteins. Each human body cell contains 23 pairs of chromosomes. An allele is a different version of the same gene. A dominant allele is expressed even when only one copy is present. Recessive alleles only show their effect when two copies are inherited. Gregor Mendel studied inheritance in pea plants in the 1860s. Mutations are random changes in the DNA sequence. Because sex cells carry only one chromosome from each pair, offspring inherit half their genes from each parent.`,
  },
  {
    subject: "biology",
    title: "The eye",
    text: `The eye is the organ of sight. Light enters the eye through the cornea. The iris controls the size of the pupil. The lens focuses light onto the retina. The retina contains rods and cones. Rods work in dim light, while cones detect colour. The optic nerve carries signals from the retina to the brain. Short sight occurs when the eye focuses light in front of the retina.`,
  },
  {
    subject: "chemistry",
    title: "Crude oil",
    text: `Crude oil is a mixture of hydrocarbons formed from the remains of ancient sea creatures. Hydrocarbons are compounds made of hydrogen and carbon only. Fractional distillation separates crude oil into fractions with similar boiling points. Short chains boil at low temperatures and rise to the top of the column. Cracking breaks long hydrocarbons into shorter, more useful ones. Petrol and diesel are fuels made from crude oil. Burning hydrocarbons releases carbon dioxide and water. Edwin Drake drilled the first commercial oil well in Pennsylvania in 1859.`,
  },
  {
    subject: "physics",
    title: "Gravity and orbits",
    text: `Gravity is the force of attraction between any two masses. The Moon orbits the Earth once every 27 days. Weight is the force of gravity acting on an object's mass. On the Moon an astronaut weighs about one sixth of their weight on Earth. Satellites stay in orbit because they fall around the Earth as fast as they move forward. A geostationary satellite stays above the same point on the equator. Isaac Newton described universal gravitation in 1687. Tides are caused mainly by the pull of the Moon.`,
  },
  {
    subject: "earth science",
    title: "Volcanoes",
    text: `A volcano is an opening in the Earth's crust through which magma escapes. Magma is molten rock below the surface. Lava is magma that has reached the surface. Shield volcanoes have gentle slopes because their lava flows easily. Composite volcanoes erupt explosively and throw out ash. Most volcanoes lie along the edges of tectonic plates. Mount Vesuvius buried the Roman town of Pompeii in AD 79. Scientists monitor gas emissions to predict eruptions.`,
  },
  {
    subject: "history",
    title: "The American Revolution",
    text: `The American Revolution was a war between Britain and thirteen of its colonies in North America. The colonists objected to taxes passed by a parliament in which they had no vote. The Boston Tea Party was a protest against the tax on tea. Fighting began at Lexington and Concord in 1775. The Declaration of Independence was adopted on 4 July 1776. Thomas Jefferson wrote most of the declaration. France joined the war on the American side in 1778. The British army surrendered at Yorktown in 1781.`,
  },
  {
    subject: "economics",
    title: "Taxation",
    text: `A tax is a compulsory payment to the government. Income tax is charged on what people earn. A progressive tax takes a larger share of higher incomes. Value added tax is a tax on spending that shops collect. Governments use taxes to pay for schools, hospitals and roads. High taxes on tobacco discourage smoking. A budget deficit occurs when a government spends more than it collects. Britain introduced income tax in 1799 to pay for the war against France.`,
  },
  {
    subject: "computing",
    title: "Cryptography",
    text: `Cryptography protects information by turning it into a form that outsiders cannot read. Encryption converts plain text into ciphertext using a key. Decryption turns ciphertext back into plain text. In symmetric encryption the same key locks and unlocks the message. Public key cryptography uses a pair of keys, one public and one private. A hash function turns any input into a fixed-length value. Passwords are stored as hashes so that a stolen database does not reveal them. Whitfield Diffie and Martin Hellman published public key exchange in 1976.`,
  },
  {
    subject: "computing",
    title: "Cloud computing",
    text: `Cloud computing delivers computing services over the internet. A data centre is a building full of servers. Companies rent storage and processing power instead of buying their own hardware. Software as a service lets users run programs in a web browser. Virtualisation lets one physical server run several virtual machines. Amazon launched its cloud service in 2006. Outages can stop many websites at once because they share the same provider.`,
  },
  {
    subject: "languages",
    title: "French nouns",
    text: `Every French noun is either masculine or feminine. The article le goes before masculine nouns and la before feminine ones. Les is the plural article for both genders. Most nouns form their plural by adding an s. Nouns ending in -eau add an x in the plural. Adjectives agree with the noun they describe. Many nouns that end in -tion are feminine. Learners should memorise each noun together with its article.`,
  },
  {
    subject: "law",
    title: "Intellectual property",
    text: `Intellectual property protects creations of the mind. Copyright protects original works such as books, music and software. In the United Kingdom copyright lasts for seventy years after the author's death. A patent gives an inventor the right to stop others making an invention for twenty years. A trade mark is a sign that distinguishes one company's goods from another's. An idea alone cannot be copyrighted. The Statute of Anne created the first copyright law in 1710. Infringement occurs when someone uses protected work without permission.`,
  },
  {
    subject: "medicine",
    title: "Anaesthesia",
    text: `Anaesthesia prevents pain during surgery. A general anaesthetic makes the patient unconscious. A local anaesthetic numbs only a small part of the body. Anaesthetists monitor breathing, heart rate and blood pressure throughout an operation. Before anaesthesia, surgeons had to operate as quickly as possible. William Morton demonstrated ether anaesthesia in Boston in 1846. Patients must not eat before a general anaesthetic because the stomach contents could enter the lungs. Some patients feel sick after waking up.`,
  },
];

const appendix: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hormones",
    text: `Hormones are chemical messengers carried in the blood. The endocrine system is made up of glands that release hormones. The pituitary gland controls many other glands. Insulin lowers the level of glucose in the blood. Adrenaline prepares the body for action by raising the heart rate. Hormones act more slowly than nerve impulses, but their effects last longer. The thyroid gland releases thyroxine, which controls the rate of metabolism. Ernest Starling first used the word hormone in 1905.`,
  },
  {
    subject: "biology",
    title: "Fungi",
    text: `Fungi are living things that are neither plants nor animals. Yeast is a single-celled fungus used to make bread and beer. Most fungi feed by releasing enzymes onto dead matter and absorbing the nutrients. A mushroom is the fruiting body of a much larger fungus hidden underground. Fungi reproduce by releasing spores into the air. Some fungi form partnerships with plant roots and help them take up water. Athlete's foot is a skin infection caused by a fungus. Because fungi recycle nutrients, forests would be buried in dead leaves without them.`,
  },
  {
    subject: "chemistry",
    title: "Metals and corrosion",
    text: `Metals are shiny solids that conduct heat and electricity. Most metals react with oxygen to form metal oxides. Rusting is the corrosion of iron when it reacts with water and oxygen. Painting a bridge stops air and water from reaching the iron. Galvanising coats iron with a layer of zinc. Zinc corrodes first because it is more reactive than iron. Gold does not corrode, so it keeps its shine for thousands of years. An alloy is a mixture of a metal with other elements.`,
  },
  {
    subject: "physics",
    title: "Heat transfer",
    text: `Heat moves from hotter objects to colder ones. Conduction is the transfer of heat through a solid by vibrating particles. Metals are good conductors because they contain free electrons. Convection happens in liquids and gases when warm fluid rises and cool fluid sinks. Radiation is the transfer of heat by infrared waves, which can cross a vacuum. A vacuum flask keeps drinks hot by reducing all three kinds of transfer. Dark surfaces absorb more radiation than shiny ones. Joseph Black studied latent heat in the 1760s.`,
  },
  {
    subject: "earth science",
    title: "Rivers",
    text: `A river is a natural stream of water that flows towards the sea. The source is the place where a river begins. A tributary is a smaller river that joins a larger one. Rivers erode their banks and carry sediment downstream. A meander is a bend in a river. When a meander is cut off, it forms an oxbow lake. The Nile is the longest river in Africa. Floods happen when heavy rain makes a river overflow its banks.`,
  },
  {
    subject: "history",
    title: "The Vikings",
    text: `The Vikings were seafaring people from Scandinavia. They raided the monastery at Lindisfarne in 793. Viking longships could sail in shallow rivers as well as the open sea. Many Vikings settled as farmers in England, Ireland and Iceland. The Danelaw was the part of England under Viking control. Leif Erikson reached North America around the year 1000. Alfred the Great defeated the Vikings at the Battle of Edington in 878. Viking traders travelled as far as Baghdad to sell furs and slaves.`,
  },
  {
    subject: "history",
    title: "The suffragettes",
    text: `The suffragettes campaigned for women's right to vote in Britain. Emmeline Pankhurst founded the Women's Social and Political Union in 1903. The suffragettes used direct action, such as breaking windows and chaining themselves to railings. Many suffragettes went on hunger strike in prison. Emily Davison died after running in front of the king's horse in 1913. The Representation of the People Act gave some women the vote in 1918. Women gained the vote on the same terms as men in 1928.`,
  },
  {
    subject: "economics",
    title: "Interest rates",
    text: `An interest rate is the price of borrowing money. The central bank sets the base rate for the economy. Higher interest rates make loans more expensive. When rates rise, people tend to save more and spend less. Lower rates encourage businesses to borrow and invest. Central banks raise rates to bring down inflation. A mortgage rate is the interest charged on a loan to buy a home. Compound interest is interest paid on both the savings and the interest already earned.`,
  },
  {
    subject: "computing",
    title: "Search engines",
    text: `A search engine helps users find pages on the web. A crawler visits web pages and follows their links. The index stores the words found on each page. When a user types a query, the engine looks up matching pages in its index. A ranking algorithm orders the results by how relevant they are. PageRank judges a page by the number and quality of links pointing to it. Larry Page and Sergey Brin founded Google in 1998. Advertisers pay to appear next to the results for certain words.`,
  },
  {
    subject: "languages",
    title: "Latin roots in English",
    text: `Many English words come from Latin. A root is the part of a word that carries its main meaning. The root aqua means water, as in aquarium. The prefix sub means under, as in submarine. A suffix is added to the end of a word to change its meaning or class. Scientists use Latin names because Latin does not change. The Norman conquest in 1066 brought many French words of Latin origin into English. Knowing common roots helps readers guess the meaning of new words.`,
  },
  {
    subject: "law",
    title: "Wills and inheritance",
    text: `A will is a legal document that says who receives a person's property after their death. The person who makes a will is called the testator. An executor carries out the instructions in the will. A will must be signed in front of two witnesses. When someone dies without a will, the rules of intestacy decide who inherits. Inheritance tax is paid on large estates. A codicil is a document that changes part of an existing will. Beneficiaries can challenge a will in court if they believe it is invalid.`,
  },
  {
    subject: "medicine",
    title: "Blood pressure",
    text: `Blood pressure is the force of blood pushing against the walls of the arteries. It is measured in millimetres of mercury. A reading of 120 over 80 is considered normal. High blood pressure is called hypertension. Hypertension increases the risk of heart attacks and strokes. Eating less salt and exercising regularly can lower blood pressure. Doctors measure blood pressure with a cuff around the upper arm. Scipione Riva-Rocci invented the cuff sphygmomanometer in 1896.`,
  },
];

const postscript: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The liver",
    text: `The liver is the largest internal organ in the human body. It stores glucose as glycogen and releases it when blood sugar falls. The liver makes bile, which helps to digest fats. Bile is stored in the gall bladder. The liver breaks down alcohol and many drugs. Heavy drinking can scar the liver, a condition called cirrhosis. The liver can regrow after part of it is removed. Hepatitis is an inflammation of the liver, often caused by a virus.`,
  },
  {
    subject: "biology",
    title: "Pollination",
    text: `Pollination is the transfer of pollen from the anther to the stigma of a flower. Bees carry pollen from flower to flower while they collect nectar. Brightly coloured petals attract insects. Wind-pollinated plants such as grasses produce huge amounts of light pollen. After pollination, a pollen tube grows down to the ovule. Fertilisation happens when the male nucleus joins the egg cell. The ovary then develops into a fruit that protects the seeds. Many crops depend on bees, so the decline of bees threatens food supplies.`,
  },
  {
    subject: "chemistry",
    title: "Water treatment",
    text: `Drinking water must be free of harmful microbes and chemicals. Filtration removes solid particles from the water. Chlorine kills bacteria in the water supply. Fluoride is added to water in some countries to protect teeth. Distillation produces pure water by boiling it and condensing the steam. Seawater can be made drinkable by desalination, which uses a lot of energy. John Snow traced a cholera outbreak in London to a water pump in 1854.`,
  },
  {
    subject: "physics",
    title: "Pressure",
    text: `Pressure is the force acting on a given area. It is measured in pascals. A sharp knife cuts well because its edge has a very small area. Snowshoes spread a person's weight over a larger area, so they do not sink. Pressure in a liquid increases with depth. Divers feel more pressure the deeper they swim. Atmospheric pressure is caused by the weight of the air above us. Evangelista Torricelli invented the barometer in 1643.`,
  },
  {
    subject: "earth science",
    title: "Deserts",
    text: `A desert is an area that receives less than 250 millimetres of rain a year. The Sahara is the largest hot desert in the world. Antarctica is a cold desert because it gets very little snow. Desert temperatures fall sharply at night because there are no clouds to trap heat. Cacti store water in their thick stems. Sand dunes form when wind piles up loose sand. Desertification turns fertile land into desert, often because of overgrazing.`,
  },
  {
    subject: "history",
    title: "The Great Fire of London",
    text: `The Great Fire of London began in a bakery on Pudding Lane in September 1666. The fire spread quickly because most houses were built of wood. A strong east wind carried the flames across the city. The fire destroyed St Paul's Cathedral and more than 13,000 houses. Samuel Pepys described the fire in his diary. Christopher Wren designed the new St Paul's Cathedral. After the fire, new buildings in London had to be made of brick or stone.`,
  },
  {
    subject: "history",
    title: "The Aztecs",
    text: `The Aztecs built an empire in central Mexico in the fifteenth century. Their capital, Tenochtitlan, stood on an island in Lake Texcoco. The Aztecs grew maize on floating gardens called chinampas. They worshipped many gods and offered human sacrifices to the sun god. Hernan Cortes landed in Mexico in 1519. Smallpox brought by the Spanish killed a large part of the population. Tenochtitlan fell to the Spanish in 1521.`,
  },
  {
    subject: "economics",
    title: "Globalisation",
    text: `Globalisation is the growing connection between the economies of different countries. Cheaper shipping and the internet have made trade across borders easier. Multinational companies operate in many countries at once. Outsourcing moves work to countries where wages are lower. Supporters say that globalisation lowers prices for consumers. Critics argue that it costs jobs in richer countries. The World Trade Organization sets rules for trade between its members.`,
  },
  {
    subject: "computing",
    title: "Computer memory",
    text: `RAM is the main memory that holds programs while they run. RAM is volatile, so its contents are lost when the power is switched off. A hard disk stores data permanently on spinning magnetic platters. Solid-state drives have no moving parts and read data much faster than hard disks. Cache memory sits close to the processor and holds the data it uses most often. A byte is made up of eight bits. ROM holds the instructions a computer needs to start up.`,
  },
  {
    subject: "languages",
    title: "Japanese writing",
    text: `Japanese is written with three scripts. Hiragana is used for grammatical endings and native words. Katakana is mainly used for words borrowed from other languages. Kanji are characters that came from Chinese. Each kanji usually has more than one reading. Japanese children learn about two thousand kanji at school. Japanese text can be written in vertical columns read from right to left.`,
  },
  {
    subject: "law",
    title: "Consumer rights",
    text: `Consumer law protects people who buy goods and services. Goods must be of satisfactory quality and fit for their purpose. A buyer can reject faulty goods within thirty days for a full refund. A service must be carried out with reasonable care and skill. Online shoppers can usually cancel an order within fourteen days. The Consumer Rights Act came into force in the United Kingdom in 2015. Traders who break the law can be taken to court.`,
  },
  {
    subject: "medicine",
    title: "Sleep",
    text: `Sleep allows the body and brain to recover. Adults need about seven to nine hours of sleep a night. During deep sleep, the body repairs tissues. Dreams happen mostly during rapid eye movement sleep. Melatonin is a hormone that makes people feel sleepy. Screens emit blue light, which delays the release of melatonin. Insomnia is difficulty falling or staying asleep. Lack of sleep weakens the immune system and harms concentration.`,
  },
];

const colophon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bacteria",
    text: `Bacteria are single-celled organisms without a nucleus. Their DNA floats freely in the cytoplasm as a loop. Many bacteria also carry small rings of DNA called plasmids. Bacteria reproduce by binary fission, splitting into two identical cells. In good conditions a population can double every twenty minutes. Most bacteria are harmless, and some live in the gut and help to digest food. Bacteria in the soil break down dead plants and return nutrients to the ground. Antonie van Leeuwenhoek first saw bacteria through his microscope in 1676.`,
  },
  {
    subject: "biology",
    title: "The skin",
    text: `The skin is the largest organ of the body. It forms a barrier that keeps out microbes and stops the body losing water. The outer layer of the skin is called the epidermis. Below it lies the dermis, which contains blood vessels, nerves and sweat glands. Sweating cools the body because the sweat evaporates. Melanin is a pigment that protects the skin from ultraviolet light. Too much sunlight can damage skin cells and cause skin cancer. Cuts heal as new cells grow across the wound.`,
  },
  {
    subject: "chemistry",
    title: "Polymers",
    text: `A polymer is a long molecule made of many small repeating units called monomers. Polythene is made by joining thousands of ethene molecules together. This process is called addition polymerisation. Plastics are polymers that can be shaped when they are heated. Most plastics do not rot, so they build up in landfill and in the oceans. Nylon was invented by Wallace Carothers in 1935. Natural polymers include starch, proteins and DNA. Recycling plastics saves crude oil and reduces waste.`,
  },
  {
    subject: "physics",
    title: "Friction",
    text: `Friction is a force that opposes motion between two surfaces in contact. It acts in the opposite direction to the movement. Rough surfaces produce more friction than smooth ones. Friction turns kinetic energy into heat, which is why rubbing your hands warms them. Car brakes use friction to slow the wheels. Oil reduces friction between the moving parts of an engine. Air resistance is a type of friction that acts on objects moving through air. Without friction, people could not walk, because their shoes would slip.`,
  },
  {
    subject: "earth science",
    title: "Earthquakes",
    text: `An earthquake is a sudden shaking of the ground. It happens when rocks along a fault slip past each other and release stored energy. The point underground where the rock breaks is called the focus. The point on the surface directly above it is the epicentre. Seismometers record the waves that an earthquake sends through the Earth. The strength of an earthquake is measured on the moment magnitude scale. Japan has strict building codes because it lies where several plates meet. An earthquake under the sea can cause a tsunami.`,
  },
  {
    subject: "history",
    title: "The French Revolution",
    text: `The French Revolution began in 1789. France was nearly bankrupt after paying for costly wars. Bread prices rose sharply, and many people went hungry. On 14 July 1789, a crowd stormed the Bastille, a prison in Paris. The National Assembly issued the Declaration of the Rights of Man and of the Citizen. King Louis XVI was executed in January 1793. During the Reign of Terror, thousands of suspected enemies of the revolution were guillotined. Napoleon Bonaparte seized power in 1799.`,
  },
  {
    subject: "history",
    title: "The Silk Road",
    text: `The Silk Road was a network of trade routes linking China with the Mediterranean. It was named after the silk that Chinese merchants sold to the West. Traders also carried spices, paper and precious stones along the routes. Few merchants travelled the whole way; goods passed from trader to trader. Caravans of camels crossed the deserts of Central Asia. Ideas and religions spread along the Silk Road too, including Buddhism. Marco Polo travelled to China along these routes in the thirteenth century. The routes declined when sea trade became cheaper.`,
  },
  {
    subject: "economics",
    title: "Recessions",
    text: `A recession is a fall in economic output that lasts for at least two quarters in a row. During a recession, firms sell less and many cut jobs. Unemployment rises, so households spend less. Falling spending can deepen the recession. Central banks often cut interest rates to encourage borrowing. Governments may raise their own spending to support demand. The Great Depression began with the Wall Street Crash of 1929. A depression is a very long and severe recession.`,
  },
  {
    subject: "computing",
    title: "Compilers",
    text: `A compiler translates source code written by a programmer into machine code. Machine code is the set of instructions a processor can run directly. An interpreter runs a program line by line instead of translating it all first. Compiled programs usually run faster than interpreted ones. The compiler first splits the code into tokens, a stage called lexical analysis. It then checks the grammar of the code and reports syntax errors. Grace Hopper wrote one of the first compilers in 1952. Java is compiled into bytecode, which a virtual machine then runs.`,
  },
  {
    subject: "languages",
    title: "German cases",
    text: `German nouns change their articles according to their case. There are four cases: nominative, accusative, dative and genitive. The subject of a sentence is in the nominative case. The direct object is in the accusative case. The indirect object, the person who receives something, is in the dative case. The genitive case shows possession. Some prepositions always take the dative, such as "mit" and "nach". Every German noun also has a gender: masculine, feminine or neuter.`,
  },
  {
    subject: "law",
    title: "Defamation",
    text: `Defamation is a false statement that harms a person's reputation. Written defamation is called libel. Spoken defamation is called slander. The person who was defamed can sue for damages. Truth is a complete defence to a claim of defamation. Honest opinion on a matter of public interest is also protected. Judges must balance the right to a good name against freedom of speech. Social media has made it easy to spread defamatory claims quickly.`,
  },
  {
    subject: "medicine",
    title: "Strokes",
    text: `A stroke happens when the blood supply to part of the brain is cut off. Without oxygen, brain cells begin to die within minutes. Most strokes are caused by a clot that blocks an artery in the brain. Others are caused by bleeding from a burst blood vessel. High blood pressure is the main risk factor for stroke. The signs include a drooping face, weak arms and slurred speech. Clot-busting drugs work best if they are given within a few hours. Physiotherapy helps patients to recover movement after a stroke.`,
  },
];

const envoi: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The heart",
    text: `The heart is a muscular organ that pumps blood around the body. It has four chambers: two atria at the top and two ventricles below. The right side of the heart pumps blood to the lungs, where it picks up oxygen. The left side pumps oxygen-rich blood to the rest of the body. Valves stop blood from flowing backwards between the chambers. The wall of the left ventricle is thicker because it must push blood further. A resting adult heart beats about seventy times a minute. William Harvey described the circulation of the blood in 1628.`,
  },
  {
    subject: "biology",
    title: "Pollination",
    text: `Pollination is the transfer of pollen from the anther to the stigma of a flower. Many flowers are pollinated by insects such as bees. Insect-pollinated flowers have bright petals and scent to attract visitors. Wind-pollinated plants, such as grasses, produce huge amounts of light pollen. After pollination, a pollen tube grows down to the ovary. Fertilisation happens when the male nucleus joins the egg cell. The ovary then develops into a fruit that contains the seeds. Falling numbers of bees threaten many crops.`,
  },
  {
    subject: "chemistry",
    title: "Electrolysis",
    text: `Electrolysis uses an electric current to break down a compound. The compound must be molten or dissolved in water so that its ions can move. The liquid that conducts is called the electrolyte. Positive ions move to the negative electrode, which is called the cathode. Negative ions move to the positive electrode, the anode. Aluminium is extracted from its ore by electrolysis because it is too reactive to be reduced by carbon. The process uses a great deal of electricity, so it is expensive. Humphry Davy isolated sodium by electrolysis in 1807.`,
  },
  {
    subject: "physics",
    title: "Sound",
    text: `Sound is a vibration that travels through a medium as a wave. Sound cannot travel through a vacuum, because there are no particles to pass the vibration on. Sound travels at about 340 metres per second in air. It moves faster in water and faster still in solids. The pitch of a sound depends on its frequency. Loudness depends on the amplitude of the wave. Humans can hear frequencies from about 20 to 20,000 hertz. An echo is a sound reflected from a hard surface.`,
  },
  {
    subject: "earth science",
    title: "Glaciers",
    text: `A glacier is a large mass of ice that moves slowly downhill. Glaciers form where more snow falls in winter than melts in summer. Over many years the snow is pressed into dense ice. As a glacier moves, it scrapes the rock beneath it and carries the debris away. Glaciers carve steep U-shaped valleys. The rock and soil that a glacier leaves behind is called moraine. About ten percent of the land is covered by glacial ice today. Most glaciers are shrinking because the climate is warming.`,
  },
  {
    subject: "history",
    title: "The printing press",
    text: `Johannes Gutenberg built a printing press with movable metal type around 1440. Before then, books in Europe were copied by hand, usually by monks. Printing made books far cheaper and quicker to produce. The Gutenberg Bible was one of the first major books printed in Europe. Literacy spread as more people could afford to buy books. Martin Luther used printed pamphlets to spread his ideas during the Reformation. By 1500, presses were working in more than two hundred European towns. Printing also helped scientists share their discoveries.`,
  },
  {
    subject: "history",
    title: "The Industrial Revolution",
    text: `The Industrial Revolution began in Britain in the late eighteenth century. Machines in factories replaced much of the work once done by hand at home. James Watt improved the steam engine in the 1770s, making it far more efficient. Coal powered the engines, so mining grew rapidly. Workers moved from the countryside to the towns to find jobs in the mills. Children often worked long hours in dangerous conditions. The Factory Act of 1833 limited the hours that children could work. Railways spread across the country in the 1840s.`,
  },
  {
    subject: "economics",
    title: "Exchange rates",
    text: `An exchange rate is the price of one currency in terms of another. When the pound rises against the dollar, British exports become more expensive in the United States. A weaker currency makes imports dearer and exports cheaper. Exchange rates change with the demand for a currency. Higher interest rates attract foreign savers, which pushes a currency up. Some countries fix their currency to another, such as the US dollar. Tourists get fewer euros for their pounds when the pound falls. A floating exchange rate is set by the market.`,
  },
  {
    subject: "computing",
    title: "Databases",
    text: `A database is an organised collection of data that a program can search and update. A relational database stores data in tables made of rows and columns. Each row is a record, and each column is a field. A primary key is a field that identifies each record uniquely. A foreign key links a record to a record in another table. SQL is the language used to query relational databases. An index makes searches faster but slows down writes. Edgar Codd proposed the relational model in 1970.`,
  },
  {
    subject: "languages",
    title: "Spanish verbs",
    text: `Spanish verbs are grouped by the ending of their infinitive: -ar, -er or -ir. Regular verbs follow the pattern of their group. The verb "hablar" means to speak and is a regular -ar verb. Spanish has two verbs for "to be": ser and estar. Ser describes lasting qualities, such as nationality. Estar describes states and locations, such as being tired or being at home. Because the verb ending shows the person, the subject pronoun is often left out. The preterite tense describes completed actions in the past.`,
  },
  {
    subject: "law",
    title: "Negligence",
    text: `Negligence is a failure to take the care that a reasonable person would take. To win a negligence claim, the claimant must show that the defendant owed them a duty of care. They must also show that the duty was breached and that the breach caused the harm. Drivers owe a duty of care to other road users. Doctors owe a duty of care to their patients. The case of Donoghue v Stevenson in 1932 set out the modern idea of a duty of care. In that case, a woman found a snail in a bottle of ginger beer. Damages are meant to put the claimant back in the position they would have been in.`,
  },
  {
    subject: "medicine",
    title: "Asthma",
    text: `Asthma is a long-term condition that affects the airways in the lungs. During an asthma attack, the muscles around the airways tighten and the lining swells. This narrows the airways and makes breathing difficult. Common triggers include pollen, dust, cold air and exercise. Reliever inhalers relax the muscles around the airways within minutes. Preventer inhalers contain steroids that reduce swelling over time. Symptoms include wheezing, coughing and a tight chest. A severe attack needs emergency treatment.`,
  },
];

const addendum: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Osmosis",
    text: `Osmosis is the movement of water across a partially permeable membrane. Water moves from a dilute solution to a more concentrated one. A cell placed in pure water takes in water and swells. Animal cells can burst because they have no cell wall. Plant cells become firm, or turgid, because the wall stops them bursting. In a strong salt solution, a plant cell loses water and the membrane pulls away from the wall. This is called plasmolysis. Root hair cells take in water from the soil by osmosis.`,
  },
  {
    subject: "biology",
    title: "Classification",
    text: `Classification is the sorting of living things into groups. Carl Linnaeus introduced the system of two-part names in 1753. Each species has a genus name and a species name, such as Homo sapiens. Species are grouped into genera, families, orders, classes, phyla and kingdoms. Organisms in the same group share features that they inherited from a common ancestor. Vertebrates are animals with a backbone. Mammals feed their young on milk and have hair. Scientists now use DNA to check how closely species are related.`,
  },
  {
    subject: "chemistry",
    title: "Combustion",
    text: `Combustion is a reaction in which a fuel burns in oxygen and releases energy. A fire needs fuel, heat and oxygen, which together are known as the fire triangle. Complete combustion of a hydrocarbon produces carbon dioxide and water. When oxygen is short, incomplete combustion produces carbon monoxide and soot. Carbon monoxide is dangerous because it stops the blood from carrying oxygen. Burning coal releases sulphur dioxide, which causes acid rain. Firefighters use water to cool a fire below its ignition temperature. Carbon dioxide extinguishers work by keeping oxygen away from the fuel.`,
  },
  {
    subject: "physics",
    title: "Density",
    text: `Density is the mass of a substance divided by its volume. It is measured in kilograms per cubic metre. Water has a density of about 1,000 kilograms per cubic metre. An object floats if it is less dense than the liquid around it. Ice floats on water because it is less dense than liquid water. Steel ships float because their hollow hulls hold a lot of air. Archimedes discovered that a floating object pushes aside its own weight of water. Gases are much less dense than solids because their particles are far apart.`,
  },
  {
    subject: "earth science",
    title: "The atmosphere",
    text: `The atmosphere is the layer of gases that surrounds the Earth. It is about 78 percent nitrogen and 21 percent oxygen. The lowest layer, the troposphere, is where almost all weather happens. Air pressure falls as height increases. The ozone layer in the stratosphere absorbs harmful ultraviolet light. Chemicals called CFCs thinned the ozone layer until they were banned by the Montreal Protocol in 1987. Greenhouse gases such as carbon dioxide trap heat near the surface. Without them, the Earth would be too cold for most life.`,
  },
  {
    subject: "history",
    title: "The Norman Conquest",
    text: `William, Duke of Normandy, invaded England in 1066. He claimed that Edward the Confessor had promised him the throne. Harold Godwinson was crowned king instead after Edward died. Harold defeated a Norwegian army at Stamford Bridge, then marched south. The Normans won the Battle of Hastings, and Harold was killed. William built castles across England to control the population. The Domesday Book of 1086 recorded who owned land and what it was worth. French became the language of the court and the law for centuries.`,
  },
  {
    subject: "history",
    title: "The Space Race",
    text: `The Space Race was a contest between the United States and the Soviet Union to explore space. The Soviet Union launched Sputnik, the first artificial satellite, in 1957. Yuri Gagarin became the first person to orbit the Earth in 1961. President Kennedy promised to land an American on the Moon before the end of the decade. NASA's Apollo programme built the huge Saturn V rocket. Neil Armstrong stepped onto the Moon in July 1969. The race was driven by rivalry during the Cold War. Later, the two countries worked together on the International Space Station.`,
  },
  {
    subject: "economics",
    title: "Public goods",
    text: `A public good is a good that no one can be stopped from using and that one person's use does not use up. Street lighting and national defence are common examples. Because people can benefit without paying, private firms have little reason to supply public goods. This is called the free-rider problem. Governments usually provide public goods and pay for them through taxation. A private good, such as a sandwich, can be used by only one person. Some goods, such as a crowded road, fall between the two. Economists call the failure to supply public goods a market failure.`,
  },
  {
    subject: "computing",
    title: "Binary numbers",
    text: `Computers store all data as binary numbers made of ones and zeros. Each binary digit is called a bit. A group of eight bits is called a byte. In binary, each place is worth twice the place to its right. The binary number 101 is equal to five in denary. Eight bits can store 256 different values. Text is stored by giving each character a number, as in the ASCII code. Hexadecimal is used by programmers because it is a shorter way to write binary.`,
  },
  {
    subject: "languages",
    title: "Mandarin tones",
    text: `Mandarin Chinese is a tonal language, so the pitch of a syllable changes its meaning. Standard Mandarin has four main tones and a neutral tone. The first tone is high and level. The second tone rises, as in a question in English. The third tone falls and then rises. The fourth tone falls sharply. The syllable "ma" can mean mother, hemp, horse or scold, depending on its tone. Pinyin, the official system for writing Chinese in the Latin alphabet, marks tones with accents.`,
  },
  {
    subject: "law",
    title: "Juries",
    text: `A jury is a group of ordinary citizens who decide the facts in a trial. In England, a jury in a criminal trial has twelve members. Jurors are chosen at random from the electoral register. The judge decides questions of law, while the jury decides whether the defendant is guilty. Jurors must not discuss the case with anyone outside the jury room. A majority verdict of ten to two may be accepted after a long discussion. Bushel's Case in 1670 established that jurors cannot be punished for their verdict. Serious crimes such as murder are always tried by a jury.`,
  },
  {
    subject: "medicine",
    title: "Vitamins",
    text: `Vitamins are substances that the body needs in small amounts to stay healthy. Most vitamins cannot be made by the body, so they must come from food. Vitamin C is found in citrus fruits and helps to heal wounds. A lack of vitamin C causes scurvy, which made sailors ill on long voyages. James Lind showed in 1747 that lemons could cure scurvy. Vitamin D is made in the skin when it is exposed to sunlight. Without enough vitamin D, children can develop rickets, which softens the bones. Vitamin A is needed for good vision in dim light.`,
  },
];

const supplement: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Food chains",
    text: `A food chain shows how energy passes from one living thing to another. Every food chain starts with a producer, usually a green plant. Producers make their own food by photosynthesis. Animals that eat plants are called herbivores. Carnivores get their energy by eating other animals. Only about ten percent of the energy at one level passes to the next. This is why most food chains have no more than five links. Decomposers such as fungi break down dead matter and return nutrients to the soil.`,
  },
  {
    subject: "biology",
    title: "Respiration in cells",
    text: `Respiration is the process that releases energy from glucose in every living cell. Aerobic respiration uses oxygen and produces carbon dioxide and water. Most of it takes place in the mitochondria. Anaerobic respiration happens without oxygen and releases much less energy. In human muscles, anaerobic respiration produces lactic acid, which causes cramp. Yeast carries out a type of anaerobic respiration called fermentation. Bakers use fermentation to make bread rise. The energy released is stored in a molecule called ATP.`,
  },
  {
    subject: "chemistry",
    title: "States of matter",
    text: `Matter exists in three common states: solid, liquid and gas. In a solid, the particles are packed closely in a fixed pattern and can only vibrate. The particles in a liquid are close together but can move past each other. Gas particles move quickly in all directions and are far apart. Melting is the change from a solid to a liquid. The temperature at which a liquid turns into a gas is its boiling point. Heating a substance gives its particles more energy. Dry ice changes straight from a solid to a gas.`,
  },
  {
    subject: "physics",
    title: "Momentum",
    text: `Momentum is the mass of an object multiplied by its velocity. It is measured in kilogram metres per second. A lorry has more momentum than a car moving at the same speed because it has more mass. In a collision, the total momentum before equals the total momentum after, as long as no outside force acts. This rule is called the conservation of momentum. Airbags reduce injuries by making a collision last longer. A rocket moves forward because it pushes hot gas backwards. Isaac Newton described momentum as the quantity of motion.`,
  },
  {
    subject: "earth science",
    title: "Tides",
    text: `Tides are the regular rise and fall of the sea. They are caused mainly by the gravitational pull of the Moon. Most coasts have two high tides and two low tides each day. The difference in height between high and low tide is called the tidal range. Spring tides happen when the Sun and the Moon are in line, which makes the tidal range larger. Neap tides happen when the Sun and the Moon are at right angles. The Bay of Fundy in Canada has the highest tides in the world. Tidal power stations use the moving water to generate electricity.`,
  },
  {
    subject: "history",
    title: "The Great Depression",
    text: `The Great Depression was a severe economic slump that began in 1929. It started with the Wall Street Crash, when share prices in New York collapsed. Banks failed and millions of people lost their savings. By 1933, about a quarter of American workers had no job. Farmers on the Great Plains also suffered from drought and dust storms. President Franklin Roosevelt introduced the New Deal to create jobs and support the poor. The slump spread to Europe, where it helped extremist parties win votes. The Depression ended as countries rearmed before the Second World War.`,
  },
  {
    subject: "history",
    title: "The Berlin Wall",
    text: `After the Second World War, Germany was divided into East and West. Berlin, inside East Germany, was also split into two parts. Thousands of East Germans escaped to the West through Berlin. In 1961 the East German government built a wall to stop them leaving. Guards shot at people who tried to cross it. President Kennedy visited West Berlin in 1963 and gave a famous speech. Protests grew across Eastern Europe in the late 1980s. The wall was opened on 9 November 1989, and Germany was reunified the next year.`,
  },
  {
    subject: "economics",
    title: "Opportunity cost",
    text: `Opportunity cost is the value of the next best choice that is given up when a decision is made. Because resources are scarce, every choice has an opportunity cost. A student who spends an evening at work gives up an evening of revision. Governments face opportunity costs too, such as spending on hospitals instead of roads. Economists use a production possibility frontier to show these choices. Points inside the frontier show that resources are being wasted. Points outside it cannot be reached with the resources available. Economic growth shifts the frontier outwards.`,
  },
  {
    subject: "computing",
    title: "Sorting algorithms",
    text: `A sorting algorithm puts items in order, such as numbers from smallest to largest. Bubble sort compares neighbouring items and swaps them if they are in the wrong order. It is simple to write but slow on long lists. Merge sort splits a list into halves, sorts each half, and then merges them. It is much faster than bubble sort on large lists. Insertion sort builds the sorted list one item at a time. Quicksort was invented by Tony Hoare in 1959. Programmers choose a sorting algorithm by the size and shape of their data.`,
  },
  {
    subject: "languages",
    title: "Sign languages",
    text: `Sign languages are full languages that use hand shapes, movement and facial expression instead of sound. They have their own grammar, which is different from the grammar of spoken languages. British Sign Language and American Sign Language are not related to each other. Each sign has a hand shape, a location and a movement. Facial expressions can turn a statement into a question. Fingerspelling is used to spell out names letter by letter. British Sign Language was recognised as an official language of the United Kingdom in 2022. Many deaf children learn a sign language as their first language.`,
  },
  {
    subject: "law",
    title: "Trespass",
    text: `Trespass to land is entering or staying on another person's land without permission. It is usually a civil wrong rather than a crime. The owner can ask a court for damages or an order to make the trespasser leave. A person who enters land with permission becomes a trespasser if they stay after being asked to go. Walkers in England have a right to roam on some open land. The police can remove people who camp on land without permission. Throwing an object onto someone's land can also be trespass. In Entick v Carrington in 1765, the court ruled that officials could not search a house without lawful authority.`,
  },
  {
    subject: "medicine",
    title: "Allergies",
    text: `An allergy is a reaction of the immune system to a substance that is usually harmless. Substances that trigger allergies are called allergens. Common allergens include pollen, peanuts, dust mites and animal fur. During a reaction, the body releases histamine, which causes swelling and itching. Hay fever is an allergy to pollen that causes sneezing and a runny nose. Antihistamines block the effects of histamine. Anaphylaxis is a severe reaction that can make breathing difficult. People at risk carry an adrenaline injector for emergencies.`,
  },
];

const annex: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Germination",
    text: `Germination is the process by which a seed begins to grow into a new plant. A seed needs water, oxygen and a suitable temperature to germinate. Water makes the seed swell and splits the seed coat. The first root, called the radicle, grows downwards. The shoot then grows upwards towards the light. Until its leaves can make food, the seedling lives on food stored in the seed. Many seeds can stay dormant for years in dry conditions. Some seeds only germinate after a forest fire.`,
  },
  {
    subject: "biology",
    title: "Adaptation",
    text: `An adaptation is a feature that helps a living thing to survive in its habitat. Camels store fat in their humps and can go for days without drinking. Polar bears have thick fur and a layer of blubber to keep warm. Cacti have spines instead of leaves, which reduces water loss. Many animals use camouflage to hide from predators. Charles Darwin studied the finches of the Galapagos Islands in 1835. Their beaks had different shapes that suited the food on each island. Adaptations arise over many generations through natural selection.`,
  },
  {
    subject: "chemistry",
    title: "Fertilisers",
    text: `Fertilisers are substances that farmers add to soil to help crops grow. Plants need nitrogen, phosphorus and potassium in large amounts. Nitrogen helps leaves to grow, while phosphorus helps roots develop. Ammonia is made from nitrogen and hydrogen in the Haber process. Fritz Haber developed the process in Germany in 1909. Most ammonia is turned into fertilisers such as ammonium nitrate. When fertiliser washes into rivers, it causes algae to grow quickly. The algae block sunlight, and fish can die from lack of oxygen.`,
  },
  {
    subject: "physics",
    title: "Lenses",
    text: `A lens is a curved piece of glass or plastic that bends light. A convex lens is thicker in the middle and brings light rays together. A concave lens is thinner in the middle and spreads light rays out. The point where parallel rays meet after a convex lens is called the focal point. Magnifying glasses use a convex lens to make objects look larger. People who are short-sighted wear glasses with concave lenses. The human eye has a lens that changes shape to focus on near and far objects. Galileo used lenses to build a telescope in 1609.`,
  },
  {
    subject: "earth science",
    title: "Caves",
    text: `Most caves form in limestone, a rock made mainly of calcium carbonate. Rainwater absorbs carbon dioxide and becomes a weak acid. The acid slowly dissolves the limestone along cracks in the rock. Over thousands of years, the cracks widen into passages and chambers. Water dripping from a cave roof leaves behind tiny amounts of calcite. Stalactites hang down from the roof, while stalagmites grow up from the floor. When the two meet, they form a column. The Mammoth Cave in Kentucky is the longest known cave system in the world.`,
  },
  {
    subject: "history",
    title: "Magna Carta",
    text: `Magna Carta was a charter agreed by King John of England in 1215. Powerful barons forced the king to accept it after years of high taxes and failed wars. The charter said that the king must obey the law like everyone else. It promised that no free man could be imprisoned without a lawful trial. The Pope soon declared the charter invalid, and civil war broke out. Later kings reissued revised versions of Magna Carta. Its ideas influenced the United States Constitution. Four original copies of the 1215 charter still survive.`,
  },
  {
    subject: "history",
    title: "The Meiji Restoration",
    text: `The Meiji Restoration began in 1868, when power in Japan returned to the emperor. For more than two centuries, Japan had been ruled by military leaders called shoguns. American warships led by Commodore Perry had forced Japan to open its ports in 1853. The new government wanted Japan to catch up with Western countries. It built railways, factories and a modern army. The samurai lost their special rights and were forbidden to carry swords. Every child had to attend school. By 1905, Japan was strong enough to defeat Russia in a war.`,
  },
  {
    subject: "economics",
    title: "The minimum wage",
    text: `A minimum wage is the lowest hourly pay that employers are allowed to give workers by law. The United Kingdom introduced a national minimum wage in 1999. Supporters argue that it reduces poverty among low-paid workers. Critics warn that a high minimum wage may lead firms to hire fewer people. Young workers often have a lower rate than adults. The wage is usually reviewed every year by an independent body. A living wage is a higher rate based on the cost of living. Some employers pay the living wage voluntarily.`,
  },
  {
    subject: "computing",
    title: "File compression",
    text: `Compression makes a file smaller so that it takes less space and travels faster across a network. Lossless compression keeps every bit of the original data. ZIP files and PNG images use lossless compression. Lossy compression throws away some detail that people are unlikely to notice. MP3 music files and JPEG photos use lossy compression. Run-length encoding replaces a run of repeated values with one value and a count. A compressed file must be decompressed before it can be used. Text usually compresses well because it contains many repeated patterns.`,
  },
  {
    subject: "languages",
    title: "Loanwords",
    text: `A loanword is a word taken from one language into another. English has borrowed words from hundreds of languages. After the Norman Conquest, many French words entered English, such as "beef" and "court". The word "algebra" came into English from Arabic. English took "kindergarten" from German and "tsunami" from Japanese. Borrowed words often change their pronunciation to fit the new language. Some languages, such as Icelandic, prefer to create new words from their own roots. English words such as "weekend" have been borrowed by many other languages.`,
  },
  {
    subject: "law",
    title: "Bail",
    text: `Bail is the release of a person accused of a crime while they wait for their trial. The court may set conditions, such as living at a fixed address or reporting to a police station. A defendant who breaks these conditions can be arrested again. In some countries, the accused must pay a sum of money as a guarantee. The money is returned if the person comes back to court. Bail may be refused if the court believes the defendant will commit another offence. The Bail Act 1976 gives most defendants in England a right to bail. Judges must balance the rights of the accused against the safety of the public.`,
  },
  {
    subject: "medicine",
    title: "Fractures",
    text: `A fracture is a break or crack in a bone. Most fractures are caused by falls, sports injuries or road accidents. In an open fracture, the broken bone pierces the skin. A closed fracture leaves the skin unbroken. Doctors use X-rays to see where a bone is broken. A plaster cast holds the bone still while it heals. New bone tissue forms around the break over several weeks. Older people break bones more easily because their bones become thinner with age.`,
  },
];

const rider: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Animal migration",
    text: `Migration is the seasonal movement of animals from one region to another. Many birds fly south in autumn because food becomes scarce in the cold months. The Arctic tern makes the longest known migration, travelling from the Arctic to the Antarctic and back each year. Wildebeest cross the plains of East Africa in search of fresh grass after the rains. Salmon hatch in rivers, swim out to sea, and return to the same river to breed. Some animals find their way by using the position of the sun and stars. Others sense the Earth's magnetic field. Scientists track migrating animals by fitting them with small radio tags.`,
  },
  {
    subject: "biology",
    title: "Muscles",
    text: `Muscles are tissues that contract to produce movement. Skeletal muscles are attached to bones by tough cords called tendons. Muscles can only pull, so they work in pairs. When the biceps contracts, the arm bends at the elbow, and when the triceps contracts, the arm straightens. Cardiac muscle is found only in the heart and never tires. Smooth muscle lines the walls of organs such as the stomach and moves food along the gut. Regular exercise makes muscles larger and stronger. During hard exercise, muscles can run short of oxygen and produce lactic acid.`,
  },
  {
    subject: "chemistry",
    title: "Catalysts",
    text: `A catalyst is a substance that speeds up a chemical reaction without being used up. It works by giving the reaction a different route that needs less energy. Because a catalyst is not used up, a small amount can be used again and again. Iron is used as a catalyst in the Haber process, which makes ammonia. Catalytic converters in cars use platinum to turn harmful exhaust gases into less harmful ones. Enzymes are biological catalysts made by living cells. Each catalyst only works for certain reactions. Catalysts save energy in industry because reactions can run at lower temperatures.`,
  },
  {
    subject: "physics",
    title: "Static electricity",
    text: `Static electricity is a build-up of electric charge on the surface of an object. When two materials are rubbed together, electrons move from one to the other. The material that gains electrons becomes negatively charged, while the one that loses them becomes positively charged. Like charges repel each other, and opposite charges attract. A balloon rubbed on hair can stick to a wall for this reason. Lightning is a huge spark caused by static charge building up in storm clouds. Benjamin Franklin flew a kite in a thunderstorm in 1752 to show that lightning is electrical. Fuel tankers are earthed to stop sparks from igniting the fuel.`,
  },
  {
    subject: "earth science",
    title: "Fossils",
    text: `A fossil is the preserved remains or trace of a living thing from the distant past. Most fossils form when a dead plant or animal is quickly buried in sediment. Over millions of years, minerals slowly replace the hard parts such as bones and shells. Soft parts such as skin and muscle usually rot away before they can be preserved. Footprints and burrows are called trace fossils. Fossils are most often found in sedimentary rocks such as limestone and shale. Mary Anning discovered the first complete ichthyosaur skeleton on the coast of Dorset in the 1810s. By comparing fossils in different layers of rock, scientists can work out how life has changed over time.`,
  },
  {
    subject: "history",
    title: "The Spanish Armada",
    text: `The Spanish Armada was a fleet sent by King Philip II of Spain to invade England in 1588. Philip wanted to remove the Protestant Queen Elizabeth I and restore the Catholic faith in England. The Armada of about 130 ships sailed up the English Channel in a crescent formation. The English sent fireships into the Spanish fleet while it was anchored off Calais. The Spanish ships scattered in panic, and the English attacked them at the Battle of Gravelines. Strong winds then drove the Armada north around Scotland and Ireland. Many ships were wrecked in storms on the way home. The defeat made Elizabeth more popular and weakened the power of Spain at sea.`,
  },
  {
    subject: "history",
    title: "The Great Wall of China",
    text: `The Great Wall of China is a series of walls and forts built across northern China. Its main purpose was to protect Chinese states from raids by nomadic peoples from the north. Qin Shi Huang, the first emperor of a united China, joined several older walls together around 220 BC. Much of the wall that stands today was built during the Ming dynasty. Soldiers used watchtowers along the wall to send signals with smoke and fire. Hundreds of thousands of workers, including soldiers and prisoners, built the wall by hand. The wall was made of earth, stone and brick, depending on the materials nearby. It became a UNESCO World Heritage Site in 1987.`,
  },
  {
    subject: "economics",
    title: "Insurance",
    text: `Insurance is a way of protecting people against the cost of an unexpected loss. A customer pays a regular sum, called a premium, to an insurance company. In return, the company agrees to pay for certain losses, such as a car accident or a house fire. Insurance works because the premiums of many customers pay for the losses of a few. People who are more likely to make a claim usually pay higher premiums. The excess is the part of a claim that the customer must pay themselves. Drivers in most countries must have car insurance by law. Lloyd's of London began in a coffee house in the 1680s.`,
  },
  {
    subject: "computing",
    title: "Malware",
    text: `Malware is software designed to damage a computer or steal information from it. A virus attaches itself to another program and spreads when that program is run. A worm spreads across networks by itself, without needing a user to open anything. Ransomware locks a user's files and demands payment to unlock them. Spyware secretly records what a person does, such as the passwords they type. Antivirus software scans files for known patterns of malicious code. Installing updates closes security holes that malware could use. The Morris worm of 1988 was one of the first to spread across the internet.`,
  },
  {
    subject: "languages",
    title: "Dialects",
    text: `A dialect is a form of a language spoken in a particular region or by a particular group. Dialects can differ in vocabulary, grammar and pronunciation. An accent differs only in pronunciation. In northern England, some speakers say "bairn" for a child. Speakers of different dialects can usually understand each other. The standard form of a language is often based on the dialect of a capital city or a powerful group. Linguists say that no dialect is more correct than another. Television and radio have made some dialects less common over the last century.`,
  },
  {
    subject: "law",
    title: "Small claims",
    text: `The small claims court deals with disputes over modest sums of money. A customer might use it to recover the cost of faulty goods or unpaid work. In England, the small claims track handles most claims worth up to 10,000 pounds. The process is designed so that people can bring a case without a lawyer. Hearings are informal and often take place in a judge's room rather than a courtroom. Each side usually pays its own costs, even if it loses. Before going to court, the claimant should write to the other side to try to settle the dispute. Many cases are settled through mediation before a hearing.`,
  },
  {
    subject: "medicine",
    title: "Migraine",
    text: `A migraine is a severe headache that often comes with sickness and sensitivity to light. It usually affects one side of the head and can last from a few hours to three days. About one in five women and one in fifteen men have migraines. Some people see flashing lights or zigzag lines before the pain starts, which is called an aura. Common triggers include stress, lack of sleep and missed meals. Painkillers work best when taken early in an attack. Triptans are medicines that narrow the blood vessels in the brain. Keeping a diary can help a person find out what triggers their attacks.`,
  },
];

const codicil: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Coral reefs",
    text: `A coral reef is a large underwater structure built by tiny animals called polyps. Each polyp makes a hard skeleton of calcium carbonate around itself. Tiny algae live inside the polyps and give them food made by photosynthesis. Because the algae need sunlight, most reefs grow in shallow, clear water. The Great Barrier Reef off the coast of Australia is the largest reef system on Earth. When the sea becomes too warm, the polyps push out their algae and turn white, which is called bleaching. Reefs protect coastlines from storms by breaking up large waves. About a quarter of all sea species live on or around reefs.`,
  },
  {
    subject: "biology",
    title: "Honeybees",
    text: `Honeybees live in colonies of up to sixty thousand insects. Each colony has one queen, which lays all the eggs. Worker bees are females that collect nectar, build the comb and care for the young. Drones are male bees whose only job is to mate with a queen. A worker bee tells others where to find flowers by performing a waggle dance. Bees turn nectar into honey by adding enzymes and letting the water evaporate. The honey is stored in wax cells and feeds the colony through the winter. Karl von Frisch won a Nobel Prize in 1973 for explaining the waggle dance.`,
  },
  {
    subject: "chemistry",
    title: "Alloys",
    text: `An alloy is a mixture of a metal with one or more other elements. Alloys are often harder than pure metals because atoms of different sizes stop the layers from sliding over each other. Steel is an alloy of iron and carbon. Stainless steel also contains chromium, which stops it from rusting. Brass, made from copper and zinc, is used for musical instruments and door handles. Bronze is an alloy of copper and tin that people used to make tools over five thousand years ago. Solder melts at a low temperature and joins electrical components. Pure gold is too soft for jewellery, so it is mixed with silver or copper.`,
  },
  {
    subject: "physics",
    title: "Pendulums",
    text: `A pendulum is a weight hanging from a fixed point that swings freely back and forth. The time taken for one complete swing is called the period. The period depends on the length of the pendulum, not on the mass of the weight. A longer pendulum swings more slowly than a shorter one. Galileo noticed in 1583 that a swinging lamp in Pisa Cathedral kept a steady rhythm. Christiaan Huygens built the first pendulum clock in 1656. Friction and air resistance slowly take energy from a pendulum, so its swings get smaller. At the top of each swing, the weight stops for an instant before moving back.`,
  },
  {
    subject: "earth science",
    title: "Tsunamis",
    text: `A tsunami is a series of ocean waves caused by a sudden movement of the sea floor. Most tsunamis are caused by undersea earthquakes, but landslides and volcanic eruptions can also cause them. In deep water, a tsunami travels as fast as a jet plane but is barely noticed by ships. As the waves reach shallow water near the coast, they slow down and grow much taller. Before a tsunami arrives, the sea sometimes pulls back far from the shore. The tsunami of December 2004 struck fourteen countries around the Indian Ocean. Warning systems use sensors on the sea floor to detect changes in pressure. People near the coast should move to high ground as soon as they feel a strong earthquake.`,
  },
  {
    subject: "history",
    title: "The Titanic",
    text: `The Titanic was a British passenger liner that sank on its first voyage in April 1912. It was the largest ship afloat at the time, and many people believed it was unsinkable. The ship struck an iceberg in the North Atlantic shortly before midnight. Water flooded several of its front compartments, and it sank in less than three hours. More than 1,500 passengers and crew died in the freezing water. There were lifeboats for only about half of the people on board. After the disaster, new rules required enough lifeboat places for everyone on a ship. The wreck was found on the sea floor by Robert Ballard in 1985.`,
  },
  {
    subject: "history",
    title: "The Ottoman Empire",
    text: `The Ottoman Empire was founded by Osman I in north-western Anatolia around 1299. In 1453, Sultan Mehmed II captured Constantinople and made it the capital. The empire reached its greatest size under Suleiman the Magnificent in the sixteenth century. At its height, it ruled large parts of south-eastern Europe, western Asia and North Africa. The Ottomans controlled important trade routes between Europe and Asia. Elite soldiers called Janissaries formed the core of the army. The empire fought on the side of Germany in the First World War and lost. It was replaced by the Republic of Turkey in 1923.`,
  },
  {
    subject: "economics",
    title: "Shares and stock markets",
    text: `A share is a small part of the ownership of a company. Companies sell shares to raise money for new projects without borrowing. People who own shares are called shareholders. A shareholder may receive a dividend, which is a part of the company's profits. Shares are bought and sold on a stock market, such as the London Stock Exchange. The price of a share rises when more people want to buy it than sell it. A long period of falling share prices is known as a bear market. Investors spread their money across many companies to reduce their risk.`,
  },
  {
    subject: "computing",
    title: "Passwords",
    text: `A password is a secret string of characters that proves who a user is. Long passwords are harder to guess than short ones because there are more possible combinations. A brute-force attack tries every possible password until one works. Websites should store a hash of each password rather than the password itself. A hash is the result of a one-way function that cannot easily be reversed. Two-factor authentication asks for a second proof, such as a code sent to a phone. Password managers create and remember a different strong password for each account. Phishing emails trick people into typing their passwords into fake websites.`,
  },
  {
    subject: "languages",
    title: "Prefixes and suffixes",
    text: `A prefix is a group of letters added to the start of a word to change its meaning. The prefix "un-" turns "happy" into "unhappy". A suffix is added to the end of a word and often changes its word class. The suffix "-ness" turns the adjective "kind" into the noun "kindness". Many English prefixes come from Latin or Greek, such as "pre-", meaning before. Knowing common prefixes helps readers to work out the meaning of new words. Some words take both a prefix and a suffix, as in "unhelpful". The root is the part of the word that is left when they are removed.`,
  },
  {
    subject: "law",
    title: "Renting a home",
    text: `A tenancy is an agreement that lets a tenant live in a property owned by a landlord. The tenant pays rent, usually every month. Most landlords ask for a deposit before the tenant moves in. In England, the deposit must be protected in a government-approved scheme. The landlord is responsible for repairs to the structure of the building and to heating and water. A landlord must usually give written notice before ending a tenancy. The tenant must not damage the property and must pay the rent on time. A dispute about the deposit can be settled by the scheme without going to court.`,
  },
  {
    subject: "medicine",
    title: "Concussion",
    text: `A concussion is a brain injury caused by a blow to the head or a violent shake of the body. The brain moves inside the skull and can be bruised or stretched. Common signs include headache, confusion, dizziness and memory problems. A person with a concussion does not always lose consciousness. Anyone who may have a concussion should stop playing sport at once. Rest is the main treatment, followed by a gradual return to normal activities. Repeated concussions can cause lasting damage to the brain. Rugby and football players now leave the field for a head injury assessment after a hard knock.`,
  },
];

const marginalia: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hibernation",
    text: `Hibernation is a state of deep sleep that helps some animals survive the winter. During hibernation, an animal's body temperature, heart rate and breathing slow down. This saves energy at a time of year when food is hard to find. Before hibernating, animals such as dormice eat large amounts and store fat. Hedgehogs hibernate from about November to March in Britain. Bears sleep through much of the winter, but their body temperature falls only a little. Some frogs survive the winter with ice forming inside their bodies. An animal that wakes too often during hibernation may use up its fat and starve.`,
  },
  {
    subject: "biology",
    title: "Seed dispersal",
    text: `Seed dispersal is the spreading of seeds away from the parent plant. Seeds that land too close to the parent must compete with it for light, water and nutrients. Dandelion seeds have tiny parachutes that let the wind carry them long distances. Sycamore seeds have wings that make them spin as they fall. Birds eat berries and drop the seeds in their droppings far away. Burdock seeds have hooks that catch on the fur of passing animals. Coconuts can float across oceans to reach new islands. Some pods dry out and split open suddenly, flinging their seeds away.`,
  },
  {
    subject: "chemistry",
    title: "Solutions",
    text: `A solution forms when a solute dissolves in a solvent. Salt is the solute and water is the solvent in salt water. A substance that dissolves is described as soluble, while one that does not is insoluble. Sand is insoluble in water, so it can be separated from the water by filtering. Most solids dissolve faster in hot water than in cold water. Stirring also helps a solute to dissolve more quickly. A saturated solution cannot dissolve any more solute at that temperature. Evaporating the water from salt water leaves crystals of salt behind.`,
  },
  {
    subject: "physics",
    title: "Springs",
    text: `A spring stretches when a force pulls on it and returns to its original length when the force is removed. Hooke's law states that the extension of a spring is proportional to the force applied. Robert Hooke described this law in 1676. If a spring is stretched too far, it passes its elastic limit and will not return to its original shape. Springs store elastic potential energy when they are stretched or squashed. Car suspensions use springs to absorb bumps in the road. A newton meter uses a spring to measure the size of a force. Stiffer springs need a larger force to stretch them by the same amount.`,
  },
  {
    subject: "earth science",
    title: "Droughts",
    text: `A drought is a long period with much less rain than usual. Droughts can last for months or even years. Crops fail when the soil becomes too dry, and farm animals may die from lack of water. Rivers and reservoirs shrink, and towns may have to limit how much water people use. High temperatures make droughts worse because more water evaporates. The Dust Bowl of the 1930s turned large areas of the American Great Plains into dry, dusty land. Poor farming methods had left the soil loose, and strong winds blew it away. Planting trees and storing rainwater can help communities cope with droughts.`,
  },
  {
    subject: "history",
    title: "The Battle of Waterloo",
    text: `The Battle of Waterloo was fought in present-day Belgium on 18 June 1815. It ended the rule of Napoleon Bonaparte as Emperor of the French. Napoleon had escaped from exile on the island of Elba earlier that year. An allied army led by the Duke of Wellington held its ground against French attacks all afternoon. In the evening, a Prussian army under Gebhard von Blücher arrived to support Wellington. The French army broke and fled. Napoleon was sent into exile on the remote island of Saint Helena, where he died in 1821. The battle brought an end to more than twenty years of war in Europe.`,
  },
  {
    subject: "history",
    title: "The Mughal Empire",
    text: `The Mughal Empire ruled much of the Indian subcontinent from the sixteenth to the nineteenth century. Babur founded the empire after defeating the Sultan of Delhi at the Battle of Panipat in 1526. His grandson Akbar expanded the empire and allowed people of different religions to worship freely. Mughal rulers built grand monuments, gardens and forts. Shah Jahan built the Taj Mahal as a tomb for his wife, Mumtaz Mahal. Persian was the language of the Mughal court. The empire grew weaker in the eighteenth century as local rulers broke away. The last Mughal emperor was sent into exile by the British in 1858.`,
  },
  {
    subject: "economics",
    title: "Monopoly",
    text: `A monopoly is a market in which a single firm supplies all of a product. Because it has no competitors, a monopoly can set a higher price than a firm in a competitive market. Customers may also get less choice and poorer service. Some monopolies arise because one firm owns a resource that others cannot get. Others arise because the cost of building a network, such as water pipes, is too high for a second firm. Governments often regulate these natural monopolies to protect customers. Competition authorities can block mergers that would give one firm too much power. A patent gives an inventor a temporary monopoly on a new invention.`,
  },
  {
    subject: "computing",
    title: "Spreadsheets",
    text: `A spreadsheet is a program that organises data in a grid of rows and columns. Each box in the grid is called a cell and is named by its column letter and row number, such as B3. A cell can hold a number, some text or a formula. A formula calculates a value from other cells, for example by adding up a column. When a value changes, every formula that uses it is updated automatically. Charts turn the numbers in a spreadsheet into pictures that are easier to understand. VisiCalc, released in 1979, was the first spreadsheet program for personal computers. Businesses use spreadsheets to keep budgets and track sales.`,
  },
  {
    subject: "languages",
    title: "Homophones",
    text: `Homophones are words that sound the same but have different meanings. "There", "their" and "they're" are homophones that many writers confuse. Homophones may also have different spellings, such as "night" and "knight". A spell checker cannot always catch a wrong homophone, because each word is spelled correctly. Homographs are words that are spelled the same but have different meanings, such as "bat". Jokes and puns often play on homophones. English has many homophones because its spelling has changed less than its pronunciation. Reading a sentence aloud does not help to spot a wrong homophone.`,
  },
  {
    subject: "law",
    title: "Freedom of information",
    text: `Freedom of information laws give the public a right to ask for information held by public bodies. In the United Kingdom, the Freedom of Information Act 2000 came into force in 2005. Anyone can make a request, and they do not have to say why they want the information. A public body must usually reply within twenty working days. Some information can be withheld, for example to protect national security or personal privacy. A person who is refused can complain to the Information Commissioner. Journalists use these laws to uncover how public money is spent. The laws do not apply to private companies.`,
  },
  {
    subject: "medicine",
    title: "Anaemia",
    text: `Anaemia is a condition in which the blood has too few healthy red blood cells. Red blood cells contain haemoglobin, which carries oxygen around the body. The most common cause of anaemia is a lack of iron in the diet. People with anaemia often feel tired and short of breath, and may look pale. Heavy periods, pregnancy and some illnesses can lead to anaemia. A blood test measures the amount of haemoglobin in the blood. Iron tablets and foods such as red meat, beans and leafy green vegetables can treat iron-deficiency anaemia. Vitamin C helps the body to absorb iron from food.`,
  },
];

const glossary: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Camouflage",
    text: `Camouflage is any colouring or shape that helps an animal blend in with its surroundings. Predators use camouflage to creep up on their prey, and prey animals use it to avoid being seen. The snowshoe hare grows a white coat in winter and a brown coat in summer. Chameleons and octopuses can change colour within seconds by moving pigments in special skin cells. Stick insects look like twigs, so birds pass them by. Some harmless animals copy the bright colours of poisonous ones, which is called mimicry. The hoverfly, for example, has yellow and black stripes like a wasp but cannot sting. Zebra stripes may confuse predators when a herd runs together.`,
  },
  {
    subject: "biology",
    title: "Nocturnal animals",
    text: `Nocturnal animals are active at night and rest during the day. Being active at night helps some animals avoid predators and the heat of the sun. Owls have large eyes and can hear the faint sounds of mice moving in the grass. Bats find insects in the dark by echolocation, listening for echoes of the high-pitched calls they make. Many nocturnal mammals have a reflective layer behind the retina that makes their eyes shine in torchlight. Moths are drawn to bright lights, which can confuse them. Badgers leave their setts after sunset to search for earthworms. Animals that are active at dawn and dusk are described as crepuscular.`,
  },
  {
    subject: "chemistry",
    title: "Distillation",
    text: `Distillation separates a liquid from a mixture by boiling it and then condensing the vapour. Simple distillation can be used to get pure water from sea water. The water boils, and the salt is left behind in the flask. The steam passes through a condenser, a tube cooled by cold water, where it turns back into a liquid. Fractional distillation separates liquids that have different boiling points, such as ethanol and water. Ethanol boils at 78 °C, which is lower than the boiling point of water. Oil refineries use fractional distillation to split crude oil into fuels such as petrol and diesel. The liquid collected after distillation is called the distillate.`,
  },
  {
    subject: "physics",
    title: "Buoyancy",
    text: `Buoyancy is the upward force that a fluid exerts on an object placed in it. Archimedes discovered that this force equals the weight of the fluid the object pushes aside. An object floats when the upward force is as large as its weight. A steel ship floats because its hollow hull pushes aside a large volume of water. A solid steel block sinks because it is denser than water. Submarines take water into their ballast tanks to dive and blow it out with compressed air to rise. It is easier to float in the Dead Sea because salt water is denser than fresh water. Hot-air balloons rise because hot air is less dense than the cold air around them.`,
  },
  {
    subject: "earth science",
    title: "Landslides",
    text: `A landslide is a mass of rock, earth or mud sliding down a slope. Heavy rain is the most common trigger, because water makes the ground heavier and weaker. Earthquakes and volcanic eruptions can also set off landslides. Cutting down trees removes the roots that hold the soil together. A mudflow is a fast landslide made of soil mixed with a lot of water. In 1966, a spoil tip collapsed onto the Welsh village of Aberfan and killed 144 people, most of them children. Engineers build retaining walls and drains to keep slopes stable. Geologists watch for cracks in the ground and tilting trees, which can warn that a slope is moving.`,
  },
  {
    subject: "history",
    title: "The Irish Famine",
    text: `The Irish Famine was a period of mass hunger in Ireland between 1845 and 1852. A disease called potato blight destroyed the potato crop in several years. Most poor families depended on potatoes as their main food. About one million people died from hunger and disease. Another million people left Ireland, many of them sailing to the United States. Food was still exported from Ireland to Britain while people starved. The British government's relief efforts were slow and were later widely criticised. The population of Ireland fell by about a quarter during these years.`,
  },
  {
    subject: "history",
    title: "The California Gold Rush",
    text: `The California Gold Rush began in 1848, when James Marshall found gold at Sutter's Mill. News of the discovery spread, and about 300,000 people came to California hoping to become rich. The newcomers of 1849 were nicknamed the forty-niners. Most miners found little gold, but merchants who sold them tools and food often made fortunes. San Francisco grew from a small town into a busy city within a few years. The rush harmed the Native Americans of California, who lost their land and many of their lives. California became a state of the United States in 1850. Mining also polluted rivers with mud and mercury.`,
  },
  {
    subject: "economics",
    title: "Subsidies",
    text: `A subsidy is a payment from the government that lowers the cost of producing or buying something. Governments subsidise goods that they want people to use more, such as public transport or solar panels. A subsidy to farmers can keep food prices low and protect farm incomes. Because a subsidy lowers costs, firms are willing to supply more at every price. Subsidies are paid for by taxpayers, so they have an opportunity cost. Some subsidies keep inefficient firms in business that would otherwise close. Subsidies for fossil fuels are criticised because they encourage pollution. The World Trade Organization limits subsidies that give a country's exporters an unfair advantage.`,
  },
  {
    subject: "computing",
    title: "Backups",
    text: `A backup is a copy of data kept so that it can be restored if the original is lost. Data can be lost through hardware failure, theft, fire or a simple mistake such as deleting a file. A full backup copies every file, while an incremental backup copies only the files that have changed since the last backup. Incremental backups are faster to make but slower to restore. The 3-2-1 rule advises keeping three copies of data on two different types of storage, with one copy kept off-site. Cloud storage makes it easy to keep a copy in another place. A backup that has never been tested may fail when it is needed. Ransomware attacks have made offline backups more important.`,
  },
  {
    subject: "languages",
    title: "Idioms",
    text: `An idiom is a phrase whose meaning cannot be worked out from the meanings of its separate words. "Break a leg" is an idiom that wishes a performer good luck. Learners of a language often find idioms hard, because a word-for-word translation makes no sense. Many idioms come from old jobs and customs; "show your true colours" comes from ships raising their flags. Different languages can express the same idea with very different idioms. In French, "it is raining ropes" means that it is raining heavily. Idioms are common in everyday speech but rare in formal writing. Dictionaries of idioms explain each phrase and give examples of its use.`,
  },
  {
    subject: "law",
    title: "Witnesses",
    text: `A witness is a person who gives evidence in court about what they saw, heard or know. Witnesses usually swear an oath or make a promise to tell the truth. A witness who lies under oath commits perjury, which is a serious crime. A witness can be ordered to attend court by a document called a summons. Expert witnesses, such as doctors or scientists, give their opinion on questions that need special knowledge. The lawyer who calls a witness asks questions first, and then the other side cross-examines. Children and frightened witnesses may give evidence by video link or from behind a screen. Research has shown that eyewitness memory is often less reliable than people expect.`,
  },
  {
    subject: "medicine",
    title: "Tooth decay",
    text: `Tooth decay is damage to a tooth caused by acid made by bacteria in the mouth. The bacteria feed on sugar from food and drink and produce acid as waste. The acid dissolves the hard enamel on the surface of the tooth and can make a hole called a cavity. Eating sugary snacks often gives the bacteria more chances to make acid. Fluoride in toothpaste makes enamel stronger and more resistant to acid. Brushing twice a day removes plaque, the sticky film of bacteria on the teeth. A dentist treats a cavity by removing the decay and filling the hole. Untreated decay can reach the nerve of the tooth and cause toothache.`,
  },
];

const lexicon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Symbiosis",
    text: `Symbiosis is a close relationship between two different species that live together. In mutualism, both species benefit from the relationship. Clownfish shelter among the stinging tentacles of sea anemones, and in return they chase away fish that eat anemones. In commensalism, one species benefits while the other is neither helped nor harmed. Barnacles that grow on whales get a free ride to waters rich in food. In parasitism, one species benefits at the expense of the other. Tapeworms live in the guts of animals and absorb the food their hosts have digested. Lichens are a partnership between a fungus and an alga.`,
  },
  {
    subject: "biology",
    title: "Reflexes",
    text: `A reflex is a fast, automatic response to a stimulus that happens without conscious thought. Reflexes protect the body from harm, for example by pulling a hand away from a hot object. The signal travels along a reflex arc from a sensory neurone to a relay neurone in the spinal cord and then to a motor neurone. Because the signal does not have to reach the brain first, the response is very quick. The pupil of the eye becomes smaller in bright light to protect the retina. Doctors test the knee-jerk reflex by tapping just below the kneecap. Newborn babies grip a finger placed in their palm. Blinking when something comes close to the eye is another reflex.`,
  },
  {
    subject: "chemistry",
    title: "Hard water",
    text: `Hard water contains dissolved calcium and magnesium ions. Rainwater becomes hard when it flows through rocks such as limestone and chalk. Hard water makes it difficult for soap to form a lather, and it leaves a grey scum instead. When hard water is heated, it leaves a white deposit called limescale inside kettles and pipes. Limescale makes heating elements less efficient, so appliances use more energy. Water softeners remove the calcium and magnesium ions by swapping them for sodium ions. Soft water lathers easily with soap. Some people prefer the taste of hard water, and the calcium in it is good for teeth and bones.`,
  },
  {
    subject: "physics",
    title: "Levers",
    text: `A lever is a rigid bar that turns about a fixed point called the pivot, or fulcrum. Levers let a small force move a large load. The turning effect of a force is called a moment, and it equals the force multiplied by its distance from the pivot. A longer spanner makes it easier to undo a tight nut because the force acts further from the pivot. A seesaw balances when the moments on each side are equal. Wheelbarrows, crowbars and scissors all use levers. Archimedes is said to have boasted that with a long enough lever he could move the world. Your forearm acts as a lever, with the elbow as its pivot.`,
  },
  {
    subject: "earth science",
    title: "Monsoons",
    text: `A monsoon is a seasonal change in the direction of the wind that brings a wet season and a dry season. In summer, land heats up faster than the sea, so air rises over the land and moist air flows in from the ocean. This moist air brings heavy rain to South Asia from about June to September. In winter, the wind blows from the cold land towards the sea, and the weather is dry. Farmers in India depend on the monsoon rains to grow rice. A weak monsoon can cause drought and crop failure, while a strong one can cause floods. Cherrapunji in north-east India is one of the wettest places on Earth. Monsoons also occur in West Africa and northern Australia.`,
  },
  {
    subject: "history",
    title: "The Suez Canal",
    text: `The Suez Canal is an artificial waterway in Egypt that connects the Mediterranean Sea with the Red Sea. It was built by a French company led by Ferdinand de Lesseps and opened in 1869. Ships travelling between Europe and Asia no longer had to sail around Africa. Tens of thousands of Egyptian labourers dug the canal, and many died of disease. Britain bought a large share of the canal company in 1875 to protect its route to India. In 1956, President Nasser of Egypt nationalised the canal, which led to the Suez Crisis. Britain, France and Israel invaded but were forced to withdraw under pressure from the United States. Today about a tenth of the world's trade passes through the canal.`,
  },
  {
    subject: "history",
    title: "The abolition of the slave trade",
    text: `The British slave trade carried millions of enslaved Africans across the Atlantic to work on plantations in the Americas. Abolitionists campaigned to end the trade in the late eighteenth century. Thomas Clarkson collected evidence of the cruelty on slave ships. William Wilberforce led the campaign in Parliament for almost twenty years. Olaudah Equiano, who had been enslaved as a child, wrote a best-selling account of his life. Parliament abolished the slave trade in 1807. Slavery itself continued in British colonies until the Slavery Abolition Act of 1833. Slave owners received large sums in compensation, but the enslaved people received nothing.`,
  },
  {
    subject: "economics",
    title: "Price elasticity",
    text: `Price elasticity of demand measures how much the quantity demanded changes when the price changes. Demand is elastic when a small rise in price causes a large fall in the quantity bought. Goods with many close substitutes, such as one brand of cereal, tend to have elastic demand. Demand is inelastic when the quantity bought hardly changes as the price rises. Petrol and cigarettes have inelastic demand because people find them hard to give up. Governments often tax goods with inelastic demand because the tax raises a lot of revenue. A firm selling a good with elastic demand may lose revenue if it raises its price. Demand usually becomes more elastic over time as buyers find alternatives.`,
  },
  {
    subject: "computing",
    title: "Recursion",
    text: `Recursion is a technique in which a function calls itself to solve a smaller version of the same problem. Every recursive function needs a base case, a condition under which it stops calling itself. Without a base case, the function would call itself forever until the program ran out of memory. The factorial of a number can be calculated recursively, because the factorial of n is n multiplied by the factorial of n minus one. Each call is stored on the call stack until it returns. Too many nested calls cause a stack overflow error. Merge sort uses recursion to split a list into halves. Any recursive algorithm can also be written with loops instead.`,
  },
  {
    subject: "languages",
    title: "Alphabets",
    text: `An alphabet is a set of letters that each stand for a sound of the language. The word "alphabet" comes from alpha and beta, the first two letters of the Greek alphabet. The Phoenicians developed one of the first alphabets around 1050 BC. Their alphabet had letters only for consonants. The Greeks added letters for vowels, and the Romans adapted the Greek letters to write Latin. The Latin alphabet is now the most widely used writing system in the world. Russian is written in the Cyrillic alphabet, which was created in the ninth century. Chinese does not use an alphabet; its characters stand for words or parts of words.`,
  },
  {
    subject: "law",
    title: "Nuisance",
    text: `In law, a nuisance is an activity that unreasonably interferes with a neighbour's use or enjoyment of their land. Loud music late at night, smoke from bonfires and strong smells can all be nuisances. A private nuisance affects one person or a small number of neighbours. A public nuisance affects the public at large, such as blocking a road. Courts balance the interests of both sides and consider how often and how long the interference lasts. A person who suffers a nuisance can ask a court for an injunction to stop it. Local councils can also serve an abatement notice on a noisy neighbour. It is no defence that the claimant moved to the area after the nuisance began.`,
  },
  {
    subject: "medicine",
    title: "Dehydration",
    text: `Dehydration happens when the body loses more water than it takes in. Water is lost through sweat, urine and breathing, and faster during exercise or hot weather. Early signs of dehydration include thirst, dark yellow urine and headaches. Severe dehydration can cause dizziness, confusion and a fast heartbeat. Babies and elderly people are more at risk because they may not notice or say that they are thirsty. Diarrhoea and vomiting can quickly dehydrate a person by removing water and salts. Oral rehydration solution, a mixture of water, salt and sugar, replaces the lost fluids. Adults are usually advised to drink about two litres of fluid a day.`,
  },
];

const thesaurus: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bird beaks",
    text: `A bird's beak is shaped by the food it eats. Finches have short, thick beaks for cracking seeds. Hummingbirds have long, thin beaks that reach the nectar deep inside flowers. Eagles and hawks use hooked beaks to tear meat. Ducks have flat beaks with comb-like edges that strain small plants and animals from water. Charles Darwin noticed that the finches on different Galapagos islands had different beaks. Over many generations, natural selection favoured the beaks best suited to the food on each island. A woodpecker's strong, chisel-shaped beak drills into bark to find insects.`,
  },
  {
    subject: "biology",
    title: "Rainforests",
    text: `Tropical rainforests grow near the equator, where it is warm and wet all year. They cover only a small part of the Earth's surface but hold more than half of its plant and animal species. The tallest trees form the emergent layer, which rises above a dense canopy. Little sunlight reaches the forest floor, so few plants grow there. Dead leaves rot quickly in the heat, and the nutrients are taken up again by roots. The Amazon rainforest is the largest in the world. Logging, cattle ranching and mining destroy large areas of rainforest each year. When forests are burned, the carbon stored in the trees is released as carbon dioxide.`,
  },
  {
    subject: "chemistry",
    title: "Flame tests",
    text: `A flame test identifies a metal ion by the colour it gives to a flame. A clean wire loop is dipped into the sample and held in a hot, blue Bunsen burner flame. Lithium ions give a red flame, sodium ions a yellow flame, and potassium ions a lilac flame. Copper ions turn the flame blue-green. The colours appear because heat gives electrons extra energy, which they release as light. Fireworks contain metal salts that produce the same colours when they burn. A sample that contains a mixture of ions can be hard to identify, because one colour may hide another. The loop is cleaned with acid between tests so that no traces of the last sample remain.`,
  },
  {
    subject: "physics",
    title: "Thermal expansion",
    text: `Most materials expand when they are heated and contract when they cool. When a solid is heated, its particles vibrate more and push one another slightly further apart. Bridges are built with expansion joints, small gaps that let the road expand on hot days without cracking. Railway tracks once had gaps between the rails for the same reason. A bimetallic strip is made of two metals that expand by different amounts, so it bends when it is heated. Thermostats use bimetallic strips to switch heating on and off. Liquids expand too, which is how a liquid-in-glass thermometer works. Water is unusual because it expands when it freezes.`,
  },
  {
    subject: "earth science",
    title: "Geysers",
    text: `A geyser is a hot spring that throws a column of water and steam into the air from time to time. Geysers form where groundwater is heated by hot rocks close to the surface. The water deep underground is under pressure, so it can become hotter than its normal boiling point without boiling. When some of it turns to steam, the pressure drops, and the rest of the water boils suddenly and erupts. Old Faithful in Yellowstone National Park erupts about every ninety minutes. Iceland has many geysers, and the English word comes from Geysir, a geyser in the south-west of the country. Geysers are rare because they need heat, water and a narrow system of underground channels.`,
  },
  {
    subject: "history",
    title: "The Wright brothers",
    text: `Orville and Wilbur Wright made the first controlled, powered flight in an aeroplane on 17 December 1903. They flew their aircraft, the Wright Flyer, at Kitty Hawk in North Carolina. The first flight lasted only twelve seconds and covered about 37 metres. The brothers ran a bicycle shop in Dayton, Ohio, which paid for their experiments. They tested their ideas with kites and gliders and built a wind tunnel to measure the lift of different wing shapes. Their key invention was a way of steering the aircraft by twisting its wings. Within a few years, they were selling aeroplanes to the United States Army.`,
  },
  {
    subject: "history",
    title: "The Inca Empire",
    text: `The Inca Empire was the largest empire in the Americas before the arrival of Europeans. It stretched along the Andes mountains of South America, and its capital was Cusco. The Incas built a network of roads and rope bridges that linked the empire. Runners carried messages along the roads in relays. The Incas kept records with knotted strings called quipu instead of writing. Farmers grew potatoes and maize on terraces cut into steep hillsides. In 1532, Spanish soldiers led by Francisco Pizarro captured the emperor Atahualpa. The Spanish conquest was helped by smallpox and by a civil war among the Incas.`,
  },
  {
    subject: "economics",
    title: "Crowdfunding",
    text: `Crowdfunding is raising money for a project from a large number of people, usually over the internet. In reward crowdfunding, backers receive a product or a gift if the project succeeds. In equity crowdfunding, investors receive shares in the business. Kickstarter, launched in 2009, helped to make crowdfunding popular. Many platforms use an all-or-nothing model, in which the money is returned if the target is not reached. Crowdfunding lets small firms test whether there is demand for a product before making it. Backers take a risk, because some projects are never delivered. Charities and people facing large medical bills also use crowdfunding to ask for donations.`,
  },
  {
    subject: "computing",
    title: "Digital images",
    text: `A digital image is made up of a grid of tiny dots called pixels. Each pixel stores a colour as a number. The resolution of an image is the number of pixels it contains, such as 1920 by 1080. An image with a higher resolution shows more detail but takes up more storage. Colour depth is the number of bits used for each pixel. With 24 bits per pixel, an image can show more than sixteen million colours. Metadata stored with an image can record the camera used and the date it was taken. Vector graphics store shapes as lines and curves rather than pixels, so they can be enlarged without becoming blurry.`,
  },
  {
    subject: "languages",
    title: "Silent letters",
    text: `A silent letter is a letter that is written in a word but not pronounced. The "k" in "knee" and the "w" in "write" are silent. Many silent letters were once pronounced, but the way people spoke changed while the spelling stayed the same. Printers in the fifteenth century helped to fix spellings before these changes were complete. Some silent letters were added on purpose by scholars who wanted English words to look like their Latin roots. The "b" in "debt" was added to match the Latin word "debitum". Silent letters make English spelling hard for learners and for children. Spelling reformers have proposed removing them, but few of their ideas have been adopted.`,
  },
  {
    subject: "law",
    title: "Adoption",
    text: `Adoption is the legal process by which a person becomes the permanent parent of a child who is not their birth child. An adoption order is made by a court. Once the order is made, the adoptive parents have all the rights and duties of parents, and the birth parents no longer have any. Before an adoption, social workers assess whether the adults applying are suitable. A child's own wishes are taken into account, depending on their age and understanding. In England, an adopted person can ask to see their original birth certificate at the age of eighteen. Adoption differs from fostering, in which a child lives with carers while the local authority or the birth parents keep parental responsibility.`,
  },
  {
    subject: "medicine",
    title: "Sunburn",
    text: `Sunburn is damage to the skin caused by ultraviolet radiation from the sun. The skin becomes red, hot and sore a few hours after exposure, and it may peel after a few days. Ultraviolet radiation damages the DNA in skin cells. Repeated sunburn increases the risk of skin cancer, including melanoma. People with fair skin burn more easily because their skin has less melanin, a pigment that absorbs ultraviolet radiation. Sunscreen, hats and shade protect the skin. The sun's rays are strongest in the middle of the day, between about 11 am and 3 pm. Ultraviolet radiation can still burn the skin on a cloudy day.`,
  },
];

const concordance: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Metamorphosis",
    text: `Metamorphosis is a change in body form that some animals go through as they grow. A butterfly's life cycle has four stages: egg, caterpillar, pupa and adult. The caterpillar eats constantly and sheds its skin several times as it grows. Inside the pupa, the caterpillar's body breaks down and is rebuilt as a butterfly. Frogs also go through metamorphosis. A tadpole breathes with gills and swims with a tail, but an adult frog breathes with lungs and has legs. Metamorphosis is controlled by hormones. Because larvae and adults often eat different food, they do not compete with each other.`,
  },
  {
    subject: "biology",
    title: "Coral bleaching",
    text: `Corals are small animals that build reefs from calcium carbonate. Tiny algae called zooxanthellae live inside coral tissue and give corals most of their food and colour. When the water becomes too warm, corals expel the algae and turn white. This is known as coral bleaching. Bleached corals are not dead, but they are starving and more likely to catch diseases. If the water cools quickly, the algae can return and the coral may recover. The Great Barrier Reef suffered severe bleaching in 2016 and 2017. Pollution and ocean acidification also put coral reefs at risk.`,
  },
  {
    subject: "chemistry",
    title: "Chromatography",
    text: `Chromatography separates the substances in a mixture by how far they travel through a material. In paper chromatography, a spot of ink is placed on a pencil line near the bottom of a strip of paper. The paper is dipped in a solvent, which soaks up the paper and carries the substances with it. Substances that dissolve well in the solvent travel further up the paper. The pattern of spots that forms is called a chromatogram. The line is drawn in pencil because ink would dissolve and run. A pure substance gives a single spot. Forensic scientists use chromatography to compare inks and identify drugs.`,
  },
  {
    subject: "physics",
    title: "Transformers",
    text: `A transformer changes the voltage of an alternating current. It has two coils of wire wrapped around an iron core. A step-up transformer has more turns on its secondary coil than on its primary coil, so it increases the voltage. A step-down transformer reduces the voltage for use in homes. Power stations send electricity through the National Grid at very high voltages because this reduces the energy lost as heat in the cables. Transformers only work with alternating current, because a changing current is needed to produce a changing magnetic field. Michael Faraday discovered electromagnetic induction, the effect that transformers depend on, in 1831.`,
  },
  {
    subject: "earth science",
    title: "Avalanches",
    text: `An avalanche is a large mass of snow that slides rapidly down a mountainside. Most avalanches happen on slopes of between 30 and 45 degrees. A slab avalanche occurs when a layer of snow breaks away from a weaker layer beneath it. Heavy snowfall, strong winds and rising temperatures all increase the risk. Skiers and snowboarders trigger many of the avalanches that kill people. Rescuers use probes and transceivers to find people buried in the snow. A buried person has the best chance of survival if they are dug out within fifteen minutes. In some ski resorts, small explosions are used to release dangerous snow before the slopes open.`,
  },
  {
    subject: "history",
    title: "The Hundred Years' War",
    text: `The Hundred Years' War was a series of conflicts between England and France from 1337 to 1453. It began when Edward III of England claimed the French throne. English longbowmen won famous victories at Crécy in 1346 and Agincourt in 1415. Henry V led the English army at Agincourt. Joan of Arc, a peasant girl who said she heard the voices of saints, helped to lift the siege of Orléans in 1429. She was captured by the Burgundians and burned at the stake by the English in 1431. By the end of the war, England had lost all its lands in France except Calais. The war helped to build a sense of national identity in both countries.`,
  },
  {
    subject: "history",
    title: "The Transatlantic telegraph",
    text: `The first transatlantic telegraph cable was laid across the floor of the Atlantic Ocean in 1858. It allowed messages to cross between Europe and North America in minutes instead of the ten days a ship needed. The American businessman Cyrus Field organised the project. The first cable failed after only three weeks. A lasting cable was laid in 1866 by the Great Eastern, the largest ship of its time. Messages were sent in Morse code as short and long pulses of electric current. The telegraph changed business, news reporting and diplomacy. Undersea cables still carry most of the world's internet traffic today.`,
  },
  {
    subject: "economics",
    title: "Economies of scale",
    text: `Economies of scale are the cost advantages that a firm gains as it grows larger. As output rises, the average cost of producing each unit falls. A large firm can buy raw materials in bulk at a discount. It can spread the cost of expensive machinery over many more products. Large firms also find it easier and cheaper to borrow money. Diseconomies of scale happen when a firm grows so large that it becomes harder to manage. Poor communication between departments can make a very large firm less efficient. Supermarket chains use their size to negotiate lower prices from suppliers.`,
  },
  {
    subject: "computing",
    title: "Firewalls",
    text: `A firewall is a security system that controls the traffic entering and leaving a network. It checks each packet of data against a set of rules and blocks anything that is not allowed. A firewall can be a piece of hardware, a program running on a computer, or both. Home routers usually include a simple firewall. A packet-filtering firewall looks at the addresses and ports in each packet. A stateful firewall also keeps track of the connections that are open. Firewalls cannot stop every attack, for example a virus that a user downloads on purpose. Organisations combine firewalls with antivirus software and staff training.`,
  },
  {
    subject: "languages",
    title: "Creole languages",
    text: `A pidgin is a simple language that develops when people who share no common language need to communicate, often for trade. A pidgin has a small vocabulary and few grammatical rules. When children grow up speaking a pidgin as their first language, it becomes a creole. Creoles have a full grammar and can express any idea. Many creoles arose in the Caribbean during the colonial period. Haitian Creole, which is based largely on French, is spoken by about twelve million people. Tok Pisin is a creole spoken in Papua New Guinea, where it is one of the official languages. Linguists study creoles to learn how new languages form.`,
  },
  {
    subject: "law",
    title: "Trademarks",
    text: `A trademark is a sign that distinguishes the goods or services of one business from those of others. It can be a word, a logo, a shape, a sound or even a colour. Registering a trademark gives its owner the exclusive right to use it for the goods or services listed. A registered trademark in the United Kingdom lasts for ten years and can be renewed indefinitely. The symbol ® shows that a mark is registered, while ™ can be used for any mark. A trademark that becomes the ordinary word for a product can lose its protection. "Escalator" was once a trademark before it became a common word. Infringement happens when another business uses a confusingly similar mark.`,
  },
  {
    subject: "medicine",
    title: "Epilepsy",
    text: `Epilepsy is a condition of the brain that causes repeated seizures. A seizure is a sudden burst of electrical activity in the brain that temporarily affects how it works. Some seizures cause the whole body to shake, while others cause a brief loss of awareness. Flashing lights can trigger seizures in a small number of people with epilepsy. Doctors diagnose epilepsy with an electroencephalogram, a test that records the brain's electrical activity. Most people with epilepsy control their seizures with medicines called anti-epileptic drugs. During a seizure, a person should not be held down, and nothing should be put in their mouth. An ambulance is needed if a seizure lasts longer than five minutes.`,
  },
];

const indexPart: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Teeth",
    text: `Humans have two sets of teeth during their lives. The first set, called milk teeth, starts to fall out at about the age of six. Adults usually have 32 permanent teeth. Incisors at the front of the mouth cut food, and canines beside them grip and tear it. Molars at the back of the mouth have broad surfaces for grinding food. The crown is the part of a tooth above the gum. Enamel, the hardest substance in the body, covers the crown. Herbivores such as horses have large molars, while carnivores such as lions have long, sharp canines.`,
  },
  {
    subject: "biology",
    title: "Decomposers",
    text: `Decomposers break down dead plants and animals and return their nutrients to the soil. Bacteria and fungi are the most important decomposers. Fungi release enzymes onto dead material and absorb the small molecules that are produced. Earthworms and woodlice help by breaking dead leaves into smaller pieces. Decomposition is fastest when it is warm and moist and there is plenty of oxygen. Without decomposers, dead matter would pile up and plants would run out of nutrients. Gardeners use decomposers to turn kitchen and garden waste into compost. Compost improves the soil and helps it to hold water.`,
  },
  {
    subject: "chemistry",
    title: "Neutralisation",
    text: `Neutralisation is a reaction between an acid and a base that produces a salt and water. When an acid is neutralised, the pH of the solution rises towards 7. Hydrochloric acid and sodium hydroxide react to form sodium chloride, which is common salt. Farmers spread lime on fields to neutralise acidic soil. Indigestion tablets contain bases that neutralise excess acid in the stomach. A bee sting is acidic and can be soothed with a weak alkali such as baking soda. An indicator such as litmus changes colour to show when a solution has been neutralised. The temperature of the mixture rises, because neutralisation releases heat.`,
  },
  {
    subject: "physics",
    title: "Rainbows",
    text: `A rainbow forms when sunlight shines through raindrops. Each raindrop refracts the light as it enters, reflects it off the back of the drop, and refracts it again as it leaves. White light is a mixture of colours, and each colour bends by a slightly different amount. This splitting of light into its colours is called dispersion. Red light bends the least and violet light bends the most. To see a rainbow, you must stand with the sun behind you. Isaac Newton showed that a glass prism splits white light into the same colours. A double rainbow has a second, fainter bow with its colours in reverse order.`,
  },
  {
    subject: "earth science",
    title: "Sinkholes",
    text: `A sinkhole is a hole in the ground that forms when the surface layer collapses into an empty space below. Most sinkholes form in areas of limestone, gypsum or salt, which slowly dissolve in water. Rainwater that seeps into the ground becomes slightly acidic and widens cracks in the rock. Over time, underground caves grow until the roof can no longer hold the weight above it. Sinkholes can appear suddenly and swallow cars, roads and buildings. Pumping too much groundwater can make sinkholes more likely. Florida has more sinkholes than any other American state. Engineers use ground-penetrating radar to look for hidden cavities.`,
  },
  {
    subject: "history",
    title: "The Roman army",
    text: `The Roman army was one of the most successful fighting forces in history. Its soldiers, called legionaries, were professional fighters who served for about twenty-five years. A legion contained about five thousand men and was divided into smaller units called centuries. Each century was led by an officer called a centurion. Legionaries carried a short sword, a large curved shield and two throwing spears. In battle, soldiers could lock their shields together in a formation called the tortoise. The army built roads, forts and walls, including Hadrian's Wall in northern Britain. Soldiers who completed their service were often given land or money.`,
  },
  {
    subject: "history",
    title: "The Gutenberg Bible",
    text: `The Gutenberg Bible was the first major book printed in Europe with movable metal type. Johannes Gutenberg printed it in Mainz around 1455. About 180 copies were made, some on paper and some on vellum, which is prepared animal skin. Each page has two columns of forty-two lines, so it is also called the 42-line Bible. Coloured initials and decorations were added by hand after printing. Printing made books much cheaper and faster to produce than copying them by hand. Fewer than fifty copies of the Gutenberg Bible survive today. One of them is kept in the British Library in London.`,
  },
  {
    subject: "economics",
    title: "Specialisation",
    text: `Specialisation is when workers, firms or countries concentrate on producing a narrow range of goods or services. Adam Smith described how dividing the work in a pin factory into separate tasks greatly increased output. Workers who repeat one task become faster and more skilled at it. Specialisation allows firms to use expensive machinery that is designed for one job. Countries specialise in goods they can produce cheaply and trade for the rest. Specialisation can make work repetitive and boring. A country that relies on a single export is badly hit if its price falls. Assembly lines in car factories are a well-known example of the division of labour.`,
  },
  {
    subject: "computing",
    title: "Databases and indexes",
    text: `A database index is a data structure that speeds up searches on a table. Without an index, the database must check every row to find the ones it needs. An index works like the index at the back of a book, pointing to where each value can be found. Most databases store indexes as B-trees, which keep values in sorted order. Indexes make reading faster but make writing slower, because each index must be updated when the data changes. A primary key is indexed automatically in most databases. Adding too many indexes wastes storage space. Database administrators study slow queries to decide which columns to index.`,
  },
  {
    subject: "languages",
    title: "Acronyms",
    text: `An acronym is a word formed from the first letters of other words and pronounced as a word. NATO, which stands for the North Atlantic Treaty Organization, is an acronym. An initialism is also made from initial letters, but each letter is pronounced separately, as in BBC. Some acronyms have become ordinary words that are no longer written in capitals. "Laser" began as an acronym for light amplification by stimulated emission of radiation. Text messages and online chat have produced many new abbreviations. Style guides often advise writers to spell out an acronym the first time it is used. Readers may be confused by acronyms they have never seen before.`,
  },
  {
    subject: "law",
    title: "Inquests",
    text: `An inquest is an inquiry held by a coroner into a death that was sudden, violent or unexplained. A coroner is an independent judicial officer, usually a lawyer or a doctor. The coroner may order a post-mortem examination to find the medical cause of death. An inquest does not decide whether anyone is to blame. Its purpose is to establish who died, and when, where and how they died. Some inquests are held with a jury, for example when a person died in prison. At the end, the coroner records a conclusion such as accident or natural causes. Families can ask questions of witnesses at the inquest.`,
  },
  {
    subject: "medicine",
    title: "Blood transfusions",
    text: `A blood transfusion is the transfer of blood from a donor into a patient's bloodstream. Transfusions replace blood lost in surgery or after an injury. Before a transfusion, the blood groups of the donor and the patient must be matched. Karl Landsteiner discovered the ABO blood groups in 1901. A patient with group O blood can receive blood only from group O donors. People with group AB blood can receive blood from any group. If the wrong group is given, the patient's immune system attacks the donated red cells. Donated blood is tested for infections and can be stored in a fridge for about five weeks.`,
  },
];

const catalogue: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Spiders",
    text: `Spiders are arachnids, not insects: they have eight legs and two main body parts. Most spiders spin silk from organs called spinnerets at the end of the abdomen. Orb-weaving spiders build round webs to catch flying insects. Some spiders, such as wolf spiders, hunt their prey on the ground instead of using webs. Spiders inject venom through their fangs to kill or paralyse their prey. Spider silk is stronger than steel of the same thickness. Most spiders are harmless to people, although a few, such as the black widow, have a dangerous bite. Spiders help farmers by eating large numbers of pests.`,
  },
  {
    subject: "biology",
    title: "Tree rings",
    text: `A tree grows a new layer of wood under its bark every year. In spring the tree grows quickly and the wood is pale, while in late summer growth slows and the wood is darker. Each pair of light and dark bands forms one annual ring. Counting the rings of a felled tree shows its age. Wide rings show years with good growing conditions, and narrow rings show dry or cold years. The study of tree rings is called dendrochronology. Scientists use patterns of rings in old timber to date buildings and shipwrecks. Some bristlecone pines in California are more than 4,000 years old.`,
  },
  {
    subject: "chemistry",
    title: "Soap",
    text: `Soap is made by heating fats or oils with a strong alkali such as sodium hydroxide. This reaction is called saponification. A soap molecule has a long tail that mixes with oil and a head that mixes with water. When you wash your hands, the tails surround droplets of grease and the heads face outwards into the water. The grease can then be rinsed away. Hard water reduces the lather because calcium ions react with soap to form scum. Detergents were developed in the twentieth century to work well in hard water. Soap also breaks apart the outer layer of many viruses.`,
  },
  {
    subject: "physics",
    title: "Parachutes",
    text: `A falling object is pulled down by its weight and slowed by air resistance. Air resistance increases as the object falls faster. When the air resistance equals the weight, the object stops speeding up and falls at a steady speed called terminal velocity. A skydiver without a parachute reaches a terminal velocity of about 55 metres per second. Opening a parachute greatly increases the surface area and therefore the air resistance. The skydiver slows down until a new, much lower terminal velocity is reached. Louis-Sébastien Lenormand made one of the first recorded parachute jumps in 1783. Parachutes are also used to slow down spacecraft returning to Earth.`,
  },
  {
    subject: "earth science",
    title: "Fog",
    text: `Fog is a cloud that forms at ground level. It forms when air near the ground cools until the water vapour in it condenses into tiny droplets. Radiation fog forms on clear, calm nights when the ground loses heat quickly. Advection fog forms when warm, moist air moves over a cold surface, such as a cold sea. San Francisco is famous for advection fog that rolls in from the Pacific Ocean. Fog usually clears in the morning as the sun warms the ground. Thick fog reduces visibility and makes driving and flying dangerous. Smog is a mixture of fog and smoke that was common in industrial cities.`,
  },
  {
    subject: "history",
    title: "The Dunkirk evacuation",
    text: `The Dunkirk evacuation took place between 26 May and 4 June 1940, during the Second World War. German forces had trapped British and French troops against the coast of northern France. The Royal Navy organised the rescue, which was code-named Operation Dynamo. Hundreds of small civilian boats, such as fishing boats and pleasure craft, helped to carry soldiers from the beaches to larger ships. About 338,000 soldiers were rescued. The army left behind most of its tanks, guns and vehicles. Winston Churchill called the rescue a miracle of deliverance but warned that wars are not won by evacuations.`,
  },
  {
    subject: "history",
    title: "The Eiffel Tower",
    text: `The Eiffel Tower is a wrought-iron tower on the Champ de Mars in Paris. It was built as the entrance arch for the World's Fair of 1889. The company of the engineer Gustave Eiffel designed and built the tower in about two years. At 300 metres, it was the tallest structure in the world until 1930. Many artists and writers protested against the tower, calling it ugly. The tower was meant to stand for only twenty years, but it was kept because it was useful as a radio antenna. Today the Eiffel Tower is one of the most visited monuments in the world.`,
  },
  {
    subject: "economics",
    title: "Advertising",
    text: `Advertising is paid communication that aims to persuade people to buy a product or support an idea. Informative advertising tells customers about a product's features and price. Persuasive advertising tries to create a desire for a product, often by linking it with a lifestyle. Firms advertise to increase demand and to build loyalty to their brand. Advertising can raise costs, which may be passed on to customers as higher prices. Online advertising uses data about users to show them adverts that match their interests. In the United Kingdom, the Advertising Standards Authority checks that adverts are legal, decent, honest and truthful.`,
  },
  {
    subject: "computing",
    title: "Open-source software",
    text: `Open-source software is software whose source code anyone can read, change and share. Its licence sets out what users may do with the code. Linux, an operating system started by Linus Torvalds in 1991, is one of the best-known open-source projects. Volunteers and companies around the world contribute to open-source projects. Because many people can read the code, bugs and security flaws may be found quickly. Proprietary software, by contrast, keeps its source code secret. Many companies sell support and services for open-source software rather than the software itself. Most websites run on open-source web servers.`,
  },
  {
    subject: "languages",
    title: "Dictionaries",
    text: `A dictionary lists the words of a language, usually in alphabetical order, with their meanings. Samuel Johnson published his famous Dictionary of the English Language in 1755. The Oxford English Dictionary records the history of each word, with quotations showing how it has been used. A bilingual dictionary gives the equivalent words in another language. Dictionaries also show how a word is spelled, how it is pronounced and which part of speech it is. Lexicographers, the people who write dictionaries, collect examples of words from books, newspapers and websites. New words are added when they are widely used. Online dictionaries can be updated far more often than printed ones.`,
  },
  {
    subject: "law",
    title: "Legal aid",
    text: `Legal aid is public money that helps people who cannot afford a lawyer to pay for legal advice and representation. In England and Wales, it was introduced by the Legal Aid and Advice Act 1949. To receive legal aid, a person usually has to pass a means test, which looks at their income and savings. In criminal cases, there is also an interests of justice test, which considers how serious the case is. Anyone questioned at a police station has the right to free legal advice. Cuts to legal aid since 2013 have meant that many people now represent themselves in court. People who represent themselves are called litigants in person.`,
  },
  {
    subject: "medicine",
    title: "Fainting",
    text: `Fainting is a brief loss of consciousness caused by a fall in blood flow to the brain. The medical name for fainting is syncope. Common triggers include standing for a long time, heat, pain, the sight of blood and sudden shock. Before fainting, a person may feel dizzy, sick or hot, and their vision may blur. Most people wake up within a minute or two. A person who feels faint should lie down and raise their legs, which helps blood to flow back to the brain. Fainting is usually harmless, but repeated fainting should be checked by a doctor, because it can be a sign of a heart problem.`,
  },
];

const almanac: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Octopuses",
    text: `An octopus is a soft-bodied animal with eight arms and no internal or external skeleton. It belongs to a group of molluscs called cephalopods, which also includes squid and cuttlefish. Each arm is lined with suckers that can taste as well as grip. Octopuses have three hearts and blue blood, because their blood carries oxygen with a copper-based protein called haemocyanin. They can change the colour and texture of their skin in a fraction of a second to hide from predators. When threatened, an octopus may squirt a cloud of ink and escape by jet propulsion. Most octopuses live for only one or two years.`,
  },
  {
    subject: "biology",
    title: "Penguins",
    text: `Penguins are flightless seabirds that live almost entirely in the Southern Hemisphere. Their wings have evolved into stiff flippers, which they use to swim at speeds of up to 35 kilometres per hour. A thick layer of blubber and tightly packed feathers keep them warm in icy water. The emperor penguin is the largest species and can dive deeper than 500 metres. Emperor penguins breed during the Antarctic winter. The male keeps the single egg warm on his feet for about two months while the female feeds at sea. Many penguin colonies are threatened by climate change, which is reducing the sea ice they depend on.`,
  },
  {
    subject: "chemistry",
    title: "Fireworks",
    text: `Fireworks produce light, sound and smoke through rapid chemical reactions. The explosive charge is usually black powder, a mixture of potassium nitrate, charcoal and sulfur. Potassium nitrate acts as an oxidising agent, supplying the oxygen that the fuel needs to burn quickly. The colours come from metal salts that emit light of particular wavelengths when they are heated. Strontium salts give red, barium salts give green and copper salts give blue. Blue is the hardest colour to produce, because copper compounds break down at high temperatures. Fireworks were invented in China more than a thousand years ago.`,
  },
  {
    subject: "physics",
    title: "Rockets",
    text: `A rocket moves by pushing hot gas out of its engine at high speed. According to Newton's third law, the gas pushes back on the rocket with an equal and opposite force, called thrust. Unlike a jet engine, a rocket carries its own oxygen, so it can work in space where there is no air. Most of a rocket's mass at launch is fuel. As the fuel is used up, the rocket becomes lighter and accelerates more quickly. Large rockets are built in stages, which are dropped when their fuel runs out. To reach orbit, a rocket must travel at about 7.8 kilometres per second.`,
  },
  {
    subject: "earth science",
    title: "Permafrost",
    text: `Permafrost is ground that stays frozen for at least two years in a row. It covers about a quarter of the land in the Northern Hemisphere, mainly in Siberia, Alaska and northern Canada. Above the permafrost lies the active layer, which thaws every summer and freezes again in winter. Permafrost contains large amounts of carbon from plants and animals that died thousands of years ago. As the climate warms, the permafrost thaws and microbes break down this material, releasing carbon dioxide and methane. Thawing permafrost can also make the ground collapse, damaging roads, pipelines and buildings.`,
  },
  {
    subject: "history",
    title: "The Boston Tea Party",
    text: `The Boston Tea Party was a political protest that took place in Boston, Massachusetts, on 16 December 1773. American colonists objected to the Tea Act, which allowed the British East India Company to sell tea in the colonies without paying colonial taxes. They argued that Parliament had no right to tax them because they had no representatives there. A group of protesters, some disguised as Mohawk people, boarded three ships and threw 342 chests of tea into the harbour. The British government responded with harsh laws that the colonists called the Intolerable Acts. These laws increased tension and helped lead to the American War of Independence.`,
  },
  {
    subject: "history",
    title: "The Terracotta Army",
    text: `The Terracotta Army is a collection of clay sculptures buried with Qin Shi Huang, the first emperor of a unified China. It was discovered in 1974 by farmers digging a well near the city of Xi'an. The army includes more than 8,000 soldiers, as well as horses and chariots. No two soldiers have exactly the same face, and their ranks can be told apart by their uniforms and hairstyles. The figures were originally painted in bright colours, but most of the paint flaked off soon after they were dug up. The emperor believed the army would protect him in the afterlife.`,
  },
  {
    subject: "economics",
    title: "Tourism",
    text: `Tourism is travel for leisure, business or visiting friends and relatives. It is one of the largest industries in the world and an important source of foreign currency for many countries. Spending by tourists creates jobs in hotels, restaurants and transport, and these workers in turn spend their wages locally. This chain of extra spending is known as the multiplier effect. However, tourism can also push up local house prices and damage fragile environments. Seasonal tourism means that many jobs last only for the summer. Ecotourism aims to reduce harm to the environment and to benefit local communities.`,
  },
  {
    subject: "computing",
    title: "Cookies",
    text: `A cookie is a small piece of data that a website stores in a user's web browser. The browser sends the cookie back to the website with each request, which lets the site remember the user between visits. Session cookies are deleted when the browser is closed, while persistent cookies have an expiry date. Cookies are used to keep users logged in, to remember the items in a shopping basket and to store preferences such as language. Third-party cookies are set by a domain other than the one the user is visiting and are often used to track people across websites. In the European Union, websites must usually ask for consent before setting cookies that are not essential.`,
  },
  {
    subject: "languages",
    title: "Esperanto",
    text: `Esperanto is a constructed language that was created to make communication between people of different countries easier. It was published in 1887 by L. L. Zamenhof, an eye doctor living in Warsaw. Its vocabulary comes mainly from European languages, and its grammar has no irregular verbs. Every noun ends in -o and every adjective ends in -a, so the role of a word is easy to see. Plurals are formed by adding -j. Esperanto is not the official language of any country, but it has an estimated hundred thousand or more speakers around the world. A few people have learned it as a first language from their parents.`,
  },
  {
    subject: "law",
    title: "The age of criminal responsibility",
    text: `The age of criminal responsibility is the age below which a child cannot be charged with a crime. In England and Wales it is ten, which is one of the lowest ages in Europe. In Scotland it was raised from eight to twelve in 2019. The law assumes that younger children cannot fully understand that their actions are seriously wrong. Children above the age who are charged with a crime are usually tried in a youth court. Youth courts are less formal than adult courts, and the public is not allowed to attend. Their sentences aim mainly to prevent further offending rather than to punish.`,
  },
  {
    subject: "medicine",
    title: "Hiccups",
    text: `A hiccup is a sudden, involuntary contraction of the diaphragm, the muscle that separates the chest from the abdomen. The contraction is followed almost at once by the closing of the vocal cords, which makes the typical "hic" sound. Hiccups can be triggered by eating too quickly, drinking fizzy drinks or a sudden change in temperature. Most bouts stop by themselves within a few minutes. Popular remedies include holding the breath and sipping cold water, although there is little evidence that they work. Hiccups that last longer than two days are called persistent hiccups and should be checked by a doctor. Charles Osborne, an American farmer, is said to have hiccupped for 68 years.`,
  },
];

const gazetteer: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Sharks",
    text: `Sharks are fish whose skeletons are made of cartilage rather than bone. Most sharks must keep swimming so that water flows over their gills, which take oxygen from the water. They have several rows of teeth, and a lost tooth is soon replaced by one from the row behind. Sharks can sense the weak electric fields produced by the muscles of their prey. The whale shark is the largest fish in the world, but it feeds mainly on plankton. Millions of sharks are killed every year for their fins, which are used to make soup. Because sharks grow slowly and have few young, their numbers recover only slowly.`,
  },
  {
    subject: "biology",
    title: "Earthworms",
    text: `Earthworms are segmented worms that live in soil. They have no lungs and breathe through their moist skin. An earthworm moves by squeezing and stretching the muscles along its body, while tiny bristles grip the soil. Earthworms eat dead leaves and soil, and their droppings, called casts, are rich in nutrients. Their burrows let air and water into the soil and help plant roots to grow. Charles Darwin studied earthworms for decades and published a book about them in 1881. A single hectare of farmland can contain more than a million earthworms.`,
  },
  {
    subject: "chemistry",
    title: "Glass",
    text: `Glass is a hard, transparent material made by melting sand with other substances and cooling it quickly. Ordinary window glass is soda-lime glass, made from sand, sodium carbonate and limestone. The sodium carbonate lowers the melting point of the sand, which saves energy. Glass is not a crystal: its atoms are arranged irregularly, like those of a liquid. Borosilicate glass expands very little when heated, so it is used for ovenware and laboratory equipment. Adding metal oxides colours glass; cobalt oxide, for example, makes it blue. Glass can be recycled again and again without losing quality.`,
  },
  {
    subject: "physics",
    title: "Microwave ovens",
    text: `A microwave oven heats food with electromagnetic waves called microwaves. The microwaves are produced by a device called a magnetron. They make water molecules in the food rotate rapidly, and this motion raises the temperature of the food. Metal objects reflect microwaves, so the metal walls of the oven keep the waves inside. The door has a metal mesh with holes smaller than the wavelength of the microwaves, which lets people see in while stopping the waves from escaping. Percy Spencer discovered microwave heating in 1945 when a chocolate bar in his pocket melted near a radar set.`,
  },
  {
    subject: "earth science",
    title: "Icebergs",
    text: `An iceberg is a large piece of freshwater ice that has broken off a glacier or an ice shelf and floats in the sea. This process is called calving. About nine tenths of an iceberg lies below the surface, because ice is only slightly less dense than sea water. Most icebergs in the North Atlantic come from the glaciers of Greenland. Ocean currents carry them south, where they slowly melt in warmer water. Icebergs are a danger to ships, and the International Ice Patrol has tracked them since 1914. Large icebergs are given names made of a letter and a number, such as A68.`,
  },
  {
    subject: "history",
    title: "The Rosetta Stone",
    text: `The Rosetta Stone is a slab of dark granite carved with the same decree in three scripts. It was found in 1799 by French soldiers near the town of Rosetta in Egypt. The decree was issued in 196 BC on behalf of King Ptolemy V. The text appears in hieroglyphs, in demotic script and in ancient Greek. Because scholars could read the Greek, they could use it to work out the other two scripts. Jean-François Champollion announced in 1822 that he had deciphered the hieroglyphs. The stone has been on display in the British Museum since 1802.`,
  },
  {
    subject: "history",
    title: "The ancient Olympic Games",
    text: `The ancient Olympic Games were held every four years at Olympia in southern Greece, in honour of the god Zeus. The first recorded games took place in 776 BC. At first the only event was a short running race called the stadion. Later events included wrestling, boxing, chariot racing and the pentathlon. During the games, a sacred truce allowed athletes and spectators to travel safely. Winners received a wreath of olive leaves rather than money, but their cities often rewarded them richly. The games were banned by the Roman emperor Theodosius I in AD 393.`,
  },
  {
    subject: "economics",
    title: "Credit cards",
    text: `A credit card lets its holder buy goods and services now and pay for them later. Each month the card issuer sends a statement showing what has been spent. If the holder pays the full balance by the due date, no interest is charged. Any amount left unpaid is charged interest, often at a high annual rate. The card issuer also charges shops a small fee on each payment. A credit limit sets the most that can be borrowed on the card. Missing repayments can lower a person's credit score, making it harder to borrow in the future.`,
  },
  {
    subject: "computing",
    title: "QR codes",
    text: `A QR code is a square pattern of black and white modules that stores data such as a web address. QR stands for "quick response". The code was invented in 1994 by Masahiro Hara at Denso Wave, a Japanese company, to track car parts in factories. Three large squares in the corners tell a scanner where the code is and which way up it is. Error correction lets a damaged code still be read, as long as not too much of it is missing. Most smartphone cameras can now read QR codes without a separate app. Because a QR code can hide a harmful link, users should check the address before opening it.`,
  },
  {
    subject: "languages",
    title: "Braille",
    text: `Braille is a system of raised dots that blind and partially sighted people read with their fingertips. Each character is made from a cell of up to six dots, arranged in two columns of three. Louis Braille, who lost his sight after an accident as a child, published the system in 1829. He based it on a code of raised dots that the French army had used for reading at night. Braille can be written with a special typewriter called a brailler, or with a slate and stylus. Contracted braille uses short forms for common words to save space. Many lifts, medicine boxes and banknotes now carry braille.`,
  },
  {
    subject: "law",
    title: "Speeding",
    text: `Speeding is driving faster than the speed limit for a road. In the United Kingdom, most speed limits are set by law, and the limit on motorways is 70 miles per hour. Drivers caught speeding usually receive a fine and penalty points on their licence. A driver who gets 12 or more points within three years can be banned from driving. Some drivers are offered a speed awareness course instead of points. Speed cameras photograph vehicles that break the limit, and the registered keeper must then say who was driving. Lower limits near schools aim to reduce injuries to children.`,
  },
  {
    subject: "medicine",
    title: "Chickenpox",
    text: `Chickenpox is a common childhood illness caused by the varicella-zoster virus. It causes an itchy rash of red spots that turn into blisters and then scab over. The virus spreads easily through coughs, sneezes and contact with the blisters. A person is infectious from about two days before the rash appears until all the spots have crusted over. Most children recover within a week or two without treatment. Chickenpox can be more serious in adults, pregnant women and people with weak immune systems. After recovery, the virus stays in the body and can return years later as shingles.`,
  },
];

const register: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Frogs",
    text: `Frogs are amphibians, which means they usually begin life in water and later live partly on land. A female frog lays a mass of jelly-covered eggs called frogspawn. The eggs hatch into tadpoles, which breathe through gills and have a long tail for swimming. Over several weeks, a tadpole grows legs, loses its tail and develops lungs. This change in body form is called metamorphosis. Adult frogs can also take in oxygen through their thin, moist skin. Because their skin absorbs chemicals easily, frogs are sensitive to pollution. Many frog species are now endangered by a fungal disease called chytridiomycosis.`,
  },
  {
    subject: "biology",
    title: "Mosquitoes",
    text: `Mosquitoes are small flies whose females feed on blood. The female needs the protein in blood to produce her eggs, while males feed only on nectar. Mosquitoes lay their eggs on the surface of still water, such as ponds, puddles and old tyres. A mosquito finds a person by sensing the carbon dioxide they breathe out and the warmth of their body. Some mosquitoes spread diseases, including malaria, dengue fever and yellow fever. Malaria is caused by a parasite that the mosquito passes on when it bites. Bed nets treated with insecticide are one of the cheapest ways to prevent malaria.`,
  },
  {
    subject: "chemistry",
    title: "Baking soda",
    text: `Baking soda is the common name for sodium hydrogencarbonate, a white powder that is a weak base. When it is heated above about 80 °C, it breaks down into sodium carbonate, water and carbon dioxide. This reaction is called thermal decomposition. In baking, the carbon dioxide forms bubbles that make cakes and bread rise. Baking powder contains baking soda together with a dry acid, so it releases gas as soon as it gets wet. Because it neutralises acids, baking soda is used to relieve indigestion. It is also found in some fire extinguishers.`,
  },
  {
    subject: "physics",
    title: "Echoes",
    text: `An echo is a sound that is reflected off a surface and heard again after a short delay. Hard, flat surfaces such as cliffs and walls reflect sound well, while soft materials such as curtains absorb it. A person hears a separate echo only if the reflected sound arrives at least a tenth of a second after the original. Ships use sonar to measure the depth of the sea by timing how long an echo takes to return from the sea floor. Sound travels at about 1,500 metres per second in water. Bats and dolphins find their way and catch prey by listening to echoes, which is called echolocation.`,
  },
  {
    subject: "earth science",
    title: "Tornadoes",
    text: `A tornado is a violently rotating column of air that reaches from a thunderstorm down to the ground. Most tornadoes last only a few minutes, but their winds can exceed 400 kilometres per hour. They form when warm, moist air near the ground meets cold, dry air above it, making the atmosphere unstable. The United States has more tornadoes than any other country, especially in a region of the Great Plains called Tornado Alley. The strength of a tornado is rated on the Enhanced Fujita scale from EF0 to EF5. Forecasters use Doppler radar to detect the rotation inside storms and issue warnings.`,
  },
  {
    subject: "history",
    title: "The Magna Graecia colonies",
    text: `From the eighth century BC, Greek cities founded colonies along the coasts of southern Italy and Sicily. The Romans later called this region Magna Graecia, meaning "Great Greece". Colonists left home because of overcrowding, a shortage of farmland and the chance to trade. Syracuse, founded by settlers from Corinth in 733 BC, became one of the largest cities in the Greek world. The colonies spread the Greek alphabet, which the Etruscans and later the Romans adapted. The mathematician Archimedes lived in Syracuse and helped to defend it against a Roman siege. The city fell to Rome in 212 BC.`,
  },
  {
    subject: "history",
    title: "The Apollo 11 Moon landing",
    text: `Apollo 11 was the first mission to land people on the Moon. It was launched from Florida on 16 July 1969 on a Saturn V rocket. Neil Armstrong and Buzz Aldrin landed in the lunar module Eagle, while Michael Collins stayed in orbit in the command module. Armstrong stepped onto the surface on 20 July and said that it was "one small step for man, one giant leap for mankind". The two astronauts collected about 22 kilograms of rock and soil. The crew returned safely to Earth on 24 July, landing in the Pacific Ocean. About 600 million people watched the landing on television.`,
  },
  {
    subject: "economics",
    title: "Inheritance",
    text: `An inheritance is money or property passed on to someone when a person dies. In many countries, large inheritances are taxed. Supporters of inheritance tax argue that it reduces inequality between families and raises money for public services. Critics say that it taxes income that has already been taxed once and may force families to sell farms or businesses. In the United Kingdom, an estate worth up to £325,000 is usually free of inheritance tax. Gifts made more than seven years before death are normally not taxed. Economists disagree about how much inherited wealth affects the gap between rich and poor.`,
  },
  {
    subject: "computing",
    title: "Emoji",
    text: `Emoji are small pictures, such as faces, animals and food, that are used in digital messages. The first widely used set was created by Shigetaka Kurita in 1999 for a Japanese mobile phone service. Each emoji is a character in the Unicode standard, so it can be sent between different phones and computers. The same emoji may look different on different devices, because each company draws its own version. New emoji are proposed by the public and approved each year by the Unicode Consortium. The "face with tears of joy" emoji was named word of the year by Oxford Dictionaries in 2015.`,
  },
  {
    subject: "languages",
    title: "Palindromes",
    text: `A palindrome is a word, phrase or number that reads the same backwards as forwards. Examples include the words "level" and "radar" and the number 12321. In longer palindromes, spaces, punctuation and capital letters are usually ignored. The sentence "A man, a plan, a canal: Panama" is one of the best-known palindromes in English. The word palindrome comes from Greek words meaning "running back again". Some poets have written whole poems that can be read in either direction. Palindromes also occur in biology, where some sequences of DNA read the same on both strands.`,
  },
  {
    subject: "law",
    title: "Jury service",
    text: `Jury service is the duty of ordinary citizens to sit on a jury in a criminal trial. In England and Wales, people aged 18 to 75 who are on the electoral register can be chosen at random. A jury has 12 members, who listen to the evidence and decide whether the defendant is guilty. Jurors must not discuss the case with anyone outside the jury or research it online. Employers must allow staff time off for jury service, although they do not have to pay them. People can ask to delay their service for a good reason, such as a holiday already booked. Refusing to serve without a good reason is a criminal offence.`,
  },
  {
    subject: "medicine",
    title: "Tonsillitis",
    text: `Tonsillitis is an infection of the tonsils, two lumps of tissue at the back of the throat. It is usually caused by a virus, but it can also be caused by bacteria. Symptoms include a sore throat, difficulty swallowing, a high temperature and swollen glands in the neck. Most cases get better on their own within a week. Rest, fluids and painkillers such as paracetamol help to ease the symptoms. Antibiotics are only useful when the infection is bacterial. People who get severe tonsillitis many times a year may have their tonsils removed in an operation called a tonsillectomy.`,
  },
];

const directory: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Owls",
    text: `Owls are birds of prey that hunt mainly at night. Their large eyes face forwards, which gives them good depth perception but means they cannot move their eyes in their sockets. To look around, an owl turns its head, and it can rotate it by about 270 degrees. The flat disc of feathers on an owl's face directs sound towards its ears. In many species, one ear is higher than the other, so the owl can tell where a sound comes from. Soft fringes on the edges of their wing feathers let owls fly almost silently. Owls swallow small prey whole and later cough up the bones and fur as pellets.`,
  },
  {
    subject: "biology",
    title: "Lichens",
    text: `A lichen is a partnership between a fungus and an alga or a cyanobacterium. The fungus provides shelter and holds water, while the alga makes food by photosynthesis. Lichens grow very slowly, often by less than a millimetre a year. They can live on bare rock, tree bark and even old gravestones. Because lichens absorb water and minerals directly from the air, many species cannot survive where the air is polluted. Scientists therefore use lichens as indicators of air quality. In the Arctic, reindeer feed on a lichen known as reindeer moss during the winter.`,
  },
  {
    subject: "chemistry",
    title: "Table salt",
    text: `Table salt is the compound sodium chloride, which forms when sodium reacts with chlorine. Its crystals are cubes, because the sodium and chloride ions are packed in a regular cubic lattice. Salt has a high melting point of 801 °C, since strong ionic bonds hold the ions together. When salt dissolves in water, the ions separate and the solution can conduct electricity. Most salt is obtained by mining rock salt or by evaporating sea water in shallow ponds. Salt has been used for thousands of years to preserve food, because it draws water out of the cells of bacteria.`,
  },
  {
    subject: "physics",
    title: "Thermometers",
    text: `A thermometer is an instrument that measures temperature. A liquid-in-glass thermometer works because the liquid inside expands as it is heated and rises up a narrow tube. Mercury was once common, but most such thermometers now use coloured alcohol, which is less toxic. Daniel Fahrenheit made the first reliable mercury thermometer in 1714. On the Celsius scale, pure water freezes at 0 degrees and boils at 100 degrees at sea level. A digital thermometer uses a thermistor, a resistor whose resistance changes with temperature. Infrared thermometers measure the radiation given off by an object without touching it.`,
  },
  {
    subject: "earth science",
    title: "Hail",
    text: `Hail is precipitation in the form of balls or lumps of ice, called hailstones. Hail forms inside tall thunderclouds, where strong updraughts carry raindrops high into air that is well below freezing. The drops freeze and collect more layers of ice each time they are lifted again. When a hailstone becomes too heavy for the updraught to support, it falls to the ground. Most hailstones are smaller than a pea, but some grow larger than a tennis ball. The heaviest recorded hailstone fell in Bangladesh in 1986 and weighed about one kilogram. Hail can destroy crops in minutes, so farmers in some regions buy insurance against it.`,
  },
  {
    subject: "history",
    title: "The Hanseatic League",
    text: `The Hanseatic League was an alliance of merchant guilds and market towns in northern Europe. It grew during the 13th century and was led by the city of Lübeck. Its members traded goods such as timber, furs, grain, salt and fish across the Baltic and North Seas. The league kept offices, called Kontors, in foreign cities, including London, Bruges and Bergen. Merchants joined together because a single trader had little power against pirates and foreign rulers. The league declined in the 16th century, as new nations grew stronger and trade shifted to the Atlantic.`,
  },
  {
    subject: "history",
    title: "The Panama Canal",
    text: `The Panama Canal is a waterway across the Isthmus of Panama that links the Atlantic and Pacific Oceans. A French company began digging in 1881, but the project failed after thousands of workers died of malaria and yellow fever. The United States took over the work in 1904 and opened the canal in 1914. Engineers built locks, which raise ships 26 metres to an artificial lake and lower them again on the other side. Before the canal, a ship sailing from New York to San Francisco had to travel around the tip of South America. The United States handed control of the canal to Panama in 1999.`,
  },
  {
    subject: "economics",
    title: "Pensions",
    text: `A pension is a regular payment made to a person after they retire from work. In many countries, the state pays a basic pension funded by taxes on people who are working now. Workplace pensions are paid for by contributions from both the employee and the employer. The money in a workplace pension is invested, usually in shares and bonds, so that it grows over time. Because people are living longer, governments have raised the age at which the state pension can be claimed. Starting to save early matters, since contributions made at 25 have longer to grow than those made at 50.`,
  },
  {
    subject: "computing",
    title: "Spam email",
    text: `Spam is unwanted email sent in bulk, usually to advertise products or to trick people. Spammers send millions of messages, because even a tiny response rate can make a profit. Email providers use spam filters, which examine each message and move suspicious ones to a separate folder. A Bayesian filter learns which words appear more often in spam than in ordinary mail. Phishing is a kind of spam that pretends to come from a trusted company in order to steal passwords. Users should never click links in unexpected messages that ask them to log in.`,
  },
  {
    subject: "languages",
    title: "Hangul",
    text: `Hangul is the alphabet used to write the Korean language. It was created in 1443 by King Sejong the Great and his scholars, so that ordinary people could learn to read. Before Hangul, Koreans wrote with Chinese characters, which took years to master. Hangul has 14 basic consonants and 10 basic vowels. The shapes of some consonants show the position of the mouth and tongue when the sound is made. Letters are grouped into square blocks, each of which stands for one syllable. In South Korea, Hangul Day is celebrated every year on 9 October.`,
  },
  {
    subject: "law",
    title: "Shoplifting",
    text: `Shoplifting is the theft of goods from a shop during the hours it is open. In England and Wales, it is a form of theft under the Theft Act 1968. To be guilty, a person must take the goods dishonestly and intend to keep them permanently. Store detectives may detain a suspect until the police arrive, but they must use no more force than is reasonable. For a first offence involving goods of low value, the police often give a fixed penalty instead of taking the case to court. Shops lose billions of pounds each year, so many use security tags and cameras.`,
  },
  {
    subject: "medicine",
    title: "Measles",
    text: `Measles is a highly contagious disease caused by a virus that spreads through coughs and sneezes. Its first signs are a high fever, a runny nose and red, watery eyes. A few days later, a red rash appears, usually starting on the face and behind the ears. Measles can lead to serious complications, such as pneumonia and swelling of the brain. There is no specific treatment, so doctors focus on easing the symptoms. The MMR vaccine protects against measles, mumps and rubella, and two doses give about 97 percent protection. Cases have risen in places where fewer children are vaccinated.`,
  },
];

const ledger: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Ants",
    text: `Ants are social insects that live in large colonies. A colony usually has one queen, whose only job is to lay eggs. Most of the ants in a colony are sterile female workers, which find food, care for the young and defend the nest. When a worker finds food, it leaves a trail of chemicals called pheromones on its way back to the nest. Other workers follow the trail, so many ants soon reach the food. Leafcutter ants cannot eat leaves themselves; instead, they use cut leaves to grow a fungus that they feed on. Some colonies contain more than a million ants.`,
  },
  {
    subject: "biology",
    title: "Seaweed",
    text: `Seaweed is the common name for large algae that grow in the sea. Unlike land plants, seaweeds have no roots; they cling to rocks with a structure called a holdfast. Many seaweeds have air-filled bladders that keep them floating near the surface, where there is more light. Kelp is a brown seaweed that can grow up to half a metre in a single day. Kelp forests provide food and shelter for fish, sea urchins and sea otters. Seaweed is eaten in many countries, especially Japan and Korea. It is also used to make agar, a jelly used in laboratories to grow bacteria.`,
  },
  {
    subject: "chemistry",
    title: "Vinegar",
    text: `Vinegar is a dilute solution of ethanoic acid in water, usually about 5 percent acid. It is made when bacteria oxidise the ethanol in wine, cider or beer. Because it is acidic, vinegar has a sour taste and a pH of about 2.5. Vinegar reacts with baking soda to produce carbon dioxide, which is why the mixture fizzes. It can dissolve limescale, so people use it to clean kettles and taps. Pickling preserves vegetables in vinegar, because few bacteria can grow in such an acidic liquid. The word vinegar comes from the French for "sour wine".`,
  },
  {
    subject: "physics",
    title: "Batteries",
    text: `A battery stores chemical energy and releases it as electrical energy. Each cell in a battery has two electrodes, called the anode and the cathode, separated by an electrolyte. When the battery is connected to a circuit, a chemical reaction pushes electrons from the anode through the circuit to the cathode. Alessandro Volta built the first battery, the voltaic pile, in 1800. It was a stack of zinc and copper discs separated by cloth soaked in salt water. Rechargeable batteries, such as lithium-ion batteries, can be reversed by passing a current through them. The voltage of a battery is measured in volts, a unit named after Volta.`,
  },
  {
    subject: "earth science",
    title: "Sand dunes",
    text: `A sand dune is a hill of loose sand built up by the wind. Dunes form where there is plenty of dry sand, a steady wind and something that traps the sand, such as a rock or a plant. Wind blows sand grains up the gentle slope on the windward side. At the top, the grains fall down the steep slope on the other side, which is called the slip face. In this way, a whole dune slowly moves in the direction of the wind. Crescent-shaped dunes, called barchans, form where there is little sand and the wind always blows from one direction. Some dunes in the Sahara are more than 150 metres high.`,
  },
  {
    subject: "history",
    title: "The Trans-Siberian Railway",
    text: `The Trans-Siberian Railway is the longest railway line in the world, running about 9,300 kilometres from Moscow to Vladivostok. Construction began in 1891 under Tsar Alexander III. The railway was built to link the distant Pacific coast with the rest of Russia and to help settle Siberia. Workers faced frozen ground, thick forests and wide rivers, and many of them were soldiers and convicts. The main line was completed in 1916. Today, the whole journey takes about seven days and crosses seven time zones.`,
  },
  {
    subject: "history",
    title: "The Statue of Liberty",
    text: `The Statue of Liberty is a copper statue on Liberty Island in New York Harbor. It was a gift from the people of France to the people of the United States. The statue was designed by the sculptor Frédéric Auguste Bartholdi, and its iron frame was built by Gustave Eiffel. It was shipped across the Atlantic in 350 pieces and dedicated in 1886. The statue holds a torch in her right hand and a tablet bearing the date of the Declaration of Independence in her left. Its green colour comes from a layer of copper carbonate that formed as the copper weathered. For millions of immigrants arriving by sea, the statue was their first sight of America.`,
  },
  {
    subject: "economics",
    title: "Auctions",
    text: `An auction is a way of selling goods in which buyers compete by making bids. In an English auction, the price rises until only one bidder is left, and that bidder pays the final price. In a Dutch auction, the price starts high and falls until someone accepts it. A sealed-bid auction asks each bidder to submit one secret offer, and the highest offer wins. Sellers often set a reserve price, below which the item will not be sold. Auctions are used to sell houses, art, cattle and even the rights to use radio frequencies. Online auction sites such as eBay have made auctions part of everyday shopping.`,
  },
  {
    subject: "computing",
    title: "Caching",
    text: `A cache is a small, fast store that keeps copies of data that is likely to be needed again. Reading from a cache is much quicker than fetching the data from its original source, such as a hard disk or a distant server. Web browsers cache images and pages, so a site loads faster on a second visit. When the cache is full, an old item must be removed to make room. A common rule is to remove the least recently used item, known as LRU. A cache hit happens when the requested data is found in the cache, and a cache miss when it is not. Stale data is a risk, because a cached copy may be out of date.`,
  },
  {
    subject: "languages",
    title: "Onomatopoeia",
    text: `Onomatopoeia is the use of words that imitate the sounds they describe. Examples in English include "buzz", "sizzle", "bang" and "cuckoo". Animal sounds differ between languages: a dog says "woof" in English but "wan wan" in Japanese. Such differences show that onomatopoeic words are still shaped by each language's own sounds. Poets use onomatopoeia to make a scene vivid and to help readers hear it. Comic books are full of it, with words like "pow" and "splat" printed in large letters. The word onomatopoeia comes from Greek words meaning "name making".`,
  },
  {
    subject: "law",
    title: "Parking tickets",
    text: `A parking ticket is a notice that a vehicle has been parked against the rules. In England, most parking on public roads is enforced by local councils rather than the police. The notice usually sets a charge that is reduced by half if it is paid within 14 days. A driver who believes the ticket is unfair can make an informal challenge to the council. If that fails, the driver can appeal to an independent tribunal, whose decision the council must follow. Private car parks issue their own notices, which are enforced as a breach of contract rather than as a penalty. Ignoring a council ticket can lead to higher charges and a visit from bailiffs.`,
  },
  {
    subject: "medicine",
    title: "Nosebleeds",
    text: `A nosebleed is bleeding from the blood vessels inside the nose. Most nosebleeds start at the front of the nose, where many small vessels lie close to the surface. They are common in children and are usually caused by picking the nose, dry air or a knock. To stop a nosebleed, a person should sit down, lean forward and pinch the soft part of the nose for ten to fifteen minutes. Leaning back is a mistake, because blood can run down the throat and cause vomiting. A nosebleed that lasts longer than twenty minutes, or follows a head injury, needs medical help.`,
  },
];

const roster: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bats",
    text: `Bats are the only mammals that can truly fly. Their wings are made of thin skin stretched between very long finger bones. Most small bats hunt insects at night and find them by echolocation: they make high-pitched calls and listen for the echoes that bounce back from their prey. Fruit bats, which are larger, rely mainly on their eyesight and sense of smell instead. Bats help farmers by eating huge numbers of pests, and some plants, such as the agave, depend on bats to spread their pollen. A single little brown bat can catch about 1,000 insects in an hour. Many bats hibernate in caves during the winter.`,
  },
  {
    subject: "biology",
    title: "Jellyfish",
    text: `Jellyfish are soft-bodied sea animals with no brain, heart or bones. Their bodies are about 95 percent water. A jellyfish swims by squeezing its bell-shaped body, which pushes water out behind it. Its tentacles carry stinging cells that fire tiny harpoons to catch prey and to defend it against predators. The box jellyfish, found off northern Australia, has one of the most dangerous venoms in the world. Jellyfish have lived in the oceans for more than 500 million years, longer than dinosaurs or fish. Sea turtles eat jellyfish, and sometimes mistake plastic bags for them.`,
  },
  {
    subject: "chemistry",
    title: "Limestone",
    text: `Limestone is a sedimentary rock made mostly of calcium carbonate. Much of it formed from the shells and skeletons of sea creatures that piled up on the sea floor millions of years ago. When limestone is heated strongly, it breaks down into quicklime and carbon dioxide; this reaction is called thermal decomposition. Quicklime reacts with water to make slaked lime, which farmers spread on fields to reduce the acidity of soil. Limestone is also the main ingredient of cement. Because acid rain slowly dissolves calcium carbonate, old limestone buildings and statues wear away over time.`,
  },
  {
    subject: "physics",
    title: "Refrigerators",
    text: `A refrigerator keeps food cold by moving heat from inside the cabinet to the air outside. It does this with a liquid called a refrigerant, which is pumped around a closed loop of pipes. Inside the fridge, the refrigerant evaporates, taking in heat from the food. A compressor then squeezes the gas, which makes it hot. In the coils at the back of the fridge, the hot gas gives out heat and condenses back into a liquid. The cycle then repeats. Early refrigerators used toxic gases such as ammonia, but modern ones use safer refrigerants. Most fridges are kept at about 4 degrees Celsius.`,
  },
  {
    subject: "earth science",
    title: "Meteorites",
    text: `A meteorite is a piece of rock or metal from space that survives its fall through the atmosphere and lands on the ground. While it is still in space, such an object is called a meteoroid. As it enters the atmosphere at high speed, friction heats the air around it until it glows, and this streak of light is called a meteor, or a shooting star. Most meteoroids burn up completely before they reach the ground. Iron meteorites are heavy and often contain nickel. The largest known meteorite, the Hoba meteorite in Namibia, weighs about 60 tonnes. Scientists study meteorites because they are as old as the solar system itself.`,
  },
  {
    subject: "history",
    title: "The Berlin Airlift",
    text: `The Berlin Airlift was an operation to supply West Berlin by air during a Soviet blockade. In June 1948, the Soviet Union closed all roads, railways and canals into the western sectors of the city. It hoped to force the Western Allies to leave Berlin. Instead, American and British planes flew food, coal and medicine to the city's two million people. At its peak, a plane landed at Tempelhof airport every few minutes. The Soviet Union lifted the blockade in May 1949. The airlift became an early symbol of the Cold War and of Western support for Berlin.`,
  },
  {
    subject: "history",
    title: "The Domesday Book",
    text: `The Domesday Book is a great survey of land and property in England, carried out in 1086. It was ordered by William the Conqueror, who wanted to know how much his new kingdom was worth and how much tax he could raise. Royal officials visited almost every village and recorded who held the land, how many people lived there, and how many ploughs, mills and animals they had. The survey covered more than 13,000 places. Its name comes from Doomsday, the Day of Judgement, because its records could not be challenged. The original book is kept at the National Archives in London.`,
  },
  {
    subject: "economics",
    title: "Barter",
    text: `Barter is the direct exchange of goods or services without the use of money. A farmer might trade a sack of grain for a pair of shoes, for example. The main problem with barter is that it needs a double coincidence of wants: each person must have exactly what the other wants at the same time. Barter also makes it hard to compare values, because every good must be priced in terms of every other good. Money solves these problems by acting as a medium of exchange and a unit of account. Barter still happens today, especially when a currency loses its value quickly.`,
  },
  {
    subject: "computing",
    title: "Barcodes",
    text: `A barcode is a pattern of dark bars and light spaces that stores a number in a form a machine can read. A scanner shines light across the bars and measures how much is reflected, because dark bars reflect less light than white spaces. The pattern is then decoded into digits. Most products in shops carry a 13-digit barcode called an EAN. The last digit is a check digit, which is calculated from the others so that a misread code can be detected. The first product scanned with a barcode at a till was a packet of chewing gum, in 1974. QR codes are two-dimensional barcodes that can hold much more data.`,
  },
  {
    subject: "languages",
    title: "Place names",
    text: `The study of place names is called toponymy. Place names often keep words from languages that are no longer spoken in an area. In England, names ending in "-by", such as Derby and Whitby, come from Old Norse, the language of the Vikings, and meant a farm or village. Names ending in "-chester" or "-caster" come from the Latin word castra, meaning a camp, and mark places where the Romans built forts. Many rivers, such as the Thames and the Avon, have Celtic names; "avon" simply meant "river". Because of this, place names help historians trace where different peoples settled.`,
  },
  {
    subject: "law",
    title: "Citizen's arrest",
    text: `A citizen's arrest is an arrest made by a member of the public rather than a police officer. In England and Wales, the power is set out in the Police and Criminal Evidence Act 1984. A private person may arrest someone who is committing, or has committed, an indictable offence, such as theft or assault. The arrest is only lawful if it is not reasonably practicable for a police officer to make it instead. The person making the arrest may use reasonable force, but no more. They must hand the suspect over to the police as soon as possible. An unlawful arrest can itself lead to a claim for false imprisonment.`,
  },
  {
    subject: "medicine",
    title: "Food poisoning",
    text: `Food poisoning is an illness caused by eating food that contains harmful bacteria, viruses or toxins. Common causes include salmonella, which is often found in undercooked chicken and eggs, and norovirus, which spreads easily in kitchens. Symptoms such as vomiting, diarrhoea and stomach cramps usually begin within a few hours or days of eating. Most people recover within a week without treatment. The main danger is dehydration, so patients should drink plenty of fluids. Food poisoning can be prevented by cooking meat thoroughly, washing hands, and keeping raw and cooked food apart.`,
  },
];

const inventory: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hedgehogs",
    text: `Hedgehogs are small mammals covered in about 5,000 sharp spines, which are hollow hairs made of keratin. When a hedgehog is threatened, it rolls into a tight ball so that only its spines face outwards. Hedgehogs eat beetles, caterpillars, worms and slugs, which makes them popular with gardeners. They are mostly active at night and can travel up to two kilometres in a single evening. In cold countries, hedgehogs hibernate from about November to March. Their numbers in Britain have fallen sharply, partly because roads and fences cut their habitat into small pieces.`,
  },
  {
    subject: "biology",
    title: "Cacti",
    text: `Cacti are plants that are adapted to survive in hot, dry deserts. Their leaves have become spines, which lose far less water than flat leaves and protect the plant from animals. Photosynthesis takes place in the thick green stem instead. The stem stores water in spongy tissue and can swell after rain. Many cacti have shallow roots that spread out widely to soak up rain quickly before it evaporates. The saguaro cactus of Arizona can grow taller than 12 metres and live for more than 150 years. Almost all cacti are native to the Americas.`,
  },
  {
    subject: "chemistry",
    title: "Bleach",
    text: `Household bleach is a solution of sodium hypochlorite in water. It kills bacteria and viruses by damaging their proteins, which is why it is used to disinfect kitchens and bathrooms. Bleach also removes colour from stains, because it breaks down the coloured compounds into colourless ones. Bleach must never be mixed with acidic cleaners, since the reaction releases chlorine, a poisonous gas. Mixing bleach with ammonia is also dangerous. Chlorine was first used to bleach cloth in the late eighteenth century, replacing the slow method of leaving cloth in the sun for weeks.`,
  },
  {
    subject: "physics",
    title: "Rainbows of oil",
    text: `A thin film of oil on a wet road often shows bands of colour. Light reflects from both the top and the bottom surface of the film. The two reflected waves overlap and interfere with each other. Where the waves are in step, they add together and a colour looks bright; where they are out of step, they cancel. Because the film's thickness changes from place to place, different colours are strengthened in different places. Soap bubbles show colours for the same reason. This effect is called thin-film interference, and it is used to make anti-reflective coatings for glasses and camera lenses.`,
  },
  {
    subject: "earth science",
    title: "Hot springs",
    text: `A hot spring is a place where water heated inside the Earth flows out at the surface. Rainwater soaks down through cracks in the rock until it reaches hot rock deep underground. The heated water is less dense, so it rises back to the surface. Hot springs are common in volcanic areas such as Iceland, Japan and New Zealand. The water often carries dissolved minerals, which can build up into colourful terraces around the spring. In Iceland, water from hot springs heats most homes. Some hot springs are too hot to touch, reaching close to 100 degrees Celsius.`,
  },
  {
    subject: "history",
    title: "The Marshall Plan",
    text: `The Marshall Plan was an American programme to help rebuild Western Europe after the Second World War. It was named after George Marshall, the US Secretary of State, who proposed it in a speech in 1947. Between 1948 and 1952, the United States gave more than 13 billion dollars in aid, mostly as grants rather than loans. The money paid for food, fuel, machinery and the repair of factories and railways. The United States also hoped that a strong European economy would stop the spread of communism. The Soviet Union refused the aid and pressed the countries of Eastern Europe to refuse it too.`,
  },
  {
    subject: "history",
    title: "The Mayflower",
    text: `The Mayflower was the ship that carried a group of English settlers to North America in 1620. About half of its 102 passengers were Puritans who had left the Church of England and wanted to worship in their own way. The voyage across the Atlantic took 66 days. The ship landed far north of its planned destination, at Cape Cod. Before going ashore, the men signed the Mayflower Compact, an agreement to govern themselves by fair laws. During the first winter, about half of the settlers died of disease and cold. The settlers later became known as the Pilgrims.`,
  },
  {
    subject: "economics",
    title: "Tariffs",
    text: `A tariff is a tax on goods imported from another country. Governments use tariffs to raise money and to protect their own industries from foreign competition. Because a tariff makes imports more expensive, shoppers may switch to goods made at home. However, tariffs also raise prices for consumers and for firms that need imported parts. When one country puts tariffs on another's goods, the other country often responds with tariffs of its own, which is called a trade war. The World Trade Organization sets rules that limit how high most tariffs can be.`,
  },
  {
    subject: "computing",
    title: "Pixels and resolution",
    text: `A digital screen is made of tiny dots of light called pixels. Each pixel mixes red, green and blue light, and by changing the brightness of each, it can show millions of colours. The resolution of a screen is the number of pixels it has, usually given as width by height, such as 1920 by 1080. A higher resolution shows finer detail, but it needs more memory and processing power. Pixel density is measured in pixels per inch. When an image is enlarged too much, the individual pixels become visible, an effect called pixelation.`,
  },
  {
    subject: "languages",
    title: "Borrowed words in Japanese",
    text: `Japanese has borrowed thousands of words from other languages, especially English. These loanwords are usually written in katakana, one of the three Japanese scripts. Because Japanese syllables mostly end in a vowel, borrowed words change shape: "table" becomes "teeburu" and "ice cream" becomes "aisukuriimu". Long words are often shortened, so "personal computer" became "pasokon". Some borrowings came much earlier from Portuguese traders in the sixteenth century, such as "pan", meaning bread. Many older loanwords came from Chinese and are written with kanji.`,
  },
  {
    subject: "law",
    title: "Lost property",
    text: `In English law, a person who finds a lost item does not become its owner. The original owner keeps the right to the item and can claim it back. A finder who keeps an item without trying to find its owner may commit theft. Finders are usually expected to hand valuable items to the police or to the owner of the place where they were found. Items found in a shop or on a train are normally handed to staff, who keep them for a set period. If no owner comes forward, the item may be returned to the finder or sold.`,
  },
  {
    subject: "medicine",
    title: "Insulin",
    text: `Insulin is a hormone made by the pancreas that lowers the level of glucose in the blood. After a meal, blood glucose rises, and the pancreas releases insulin in response. Insulin allows cells in the muscles and liver to take in glucose and store it as glycogen. People with type 1 diabetes cannot make insulin, so they must inject it every day. Insulin was first isolated in 1921 by Frederick Banting and Charles Best in Toronto. Before its discovery, type 1 diabetes was almost always fatal.`,
  },
];

const manifest: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Camels",
    text: `Camels are large mammals that live in the deserts of Africa, Arabia and Central Asia. The dromedary has one hump, while the Bactrian camel has two. A camel's hump stores fat, not water, and the fat can be broken down for energy when food is scarce. Camels can go for more than a week without drinking, because their kidneys make very concentrated urine and they lose little water as sweat. When a thirsty camel finds water, it can drink about 100 litres in ten minutes. Long eyelashes and nostrils that close protect them from blowing sand.`,
  },
  {
    subject: "biology",
    title: "Woodpeckers",
    text: `Woodpeckers are birds that drill into tree trunks with their strong, pointed beaks. They peck to find insects living under the bark, to dig out nest holes and to drum on wood so that other woodpeckers hear them. A woodpecker can strike a tree about 20 times a second. Its brain is protected by thick, spongy bone in the skull, which absorbs much of the force of each blow. The bird's very long tongue wraps around the back of its skull when it is not in use. Stiff tail feathers act as a prop that supports the bird against the trunk.`,
  },
  {
    subject: "chemistry",
    title: "Candles",
    text: `A candle is a block of wax with a cotton wick running through its middle. When the wick is lit, the heat melts the wax near the flame. The liquid wax is drawn up the wick by capillary action and then turns into a gas. It is this wax vapour, not the solid wax, that burns. Burning wax reacts with oxygen from the air to produce carbon dioxide and water vapour. The yellow glow of the flame comes from tiny particles of soot that are heated until they shine. If the wick is too long, the flame smokes because not enough oxygen reaches the fuel.`,
  },
  {
    subject: "physics",
    title: "Hot-air balloons",
    text: `A hot-air balloon rises because the air inside its envelope is warmer than the air around it. When air is heated, its particles move faster and spread out, so the warm air is less dense than the cool air outside. The surrounding air pushes up on the balloon with a force called upthrust. A gas burner under the opening heats the air, and the pilot climbs by burning more gas. To descend, the pilot lets the air cool or opens a vent at the top to release some hot air. The first crewed flight in a hot-air balloon was made in Paris in 1783.`,
  },
  {
    subject: "earth science",
    title: "Coastal erosion",
    text: `Coastal erosion is the wearing away of land by the sea. Waves throw sand and pebbles against the base of a cliff, which slowly grinds the rock away. Water forced into cracks compresses the air inside them, and the pressure can split the rock apart. Over time, the sea cuts a notch at the foot of the cliff until the rock above collapses. Soft rocks such as clay erode much faster than hard rocks such as granite. Groynes, sea walls and rock armour are built to slow erosion, but they are expensive and can increase erosion further along the coast.`,
  },
  {
    subject: "history",
    title: "The Great Exhibition",
    text: `The Great Exhibition was a world's fair held in London's Hyde Park in 1851. It was organised by Prince Albert and Henry Cole to show off the products of industry from Britain and other nations. The exhibition was housed in the Crystal Palace, a huge building of iron and glass designed by Joseph Paxton. More than six million people visited it during the five months it was open. Cheap railway tickets allowed many working families to travel to London for the first time. The profits were used to found museums in South Kensington, including what became the Victoria and Albert Museum.`,
  },
  {
    subject: "history",
    title: "The Lewis and Clark expedition",
    text: `The Lewis and Clark expedition was a journey across the western part of North America between 1804 and 1806. President Thomas Jefferson sent Meriwether Lewis and William Clark to explore the land the United States had bought in the Louisiana Purchase. The group travelled up the Missouri River, crossed the Rocky Mountains and reached the Pacific Ocean in November 1805. A Shoshone woman named Sacagawea joined them as an interpreter and helped them obtain horses. The explorers recorded hundreds of plants and animals that were new to science. Only one member of the group died during the journey, probably from appendicitis.`,
  },
  {
    subject: "economics",
    title: "Loyalty cards",
    text: `A loyalty card is a card that a shop gives to regular customers so that they earn points or discounts when they buy. Shops offer them to keep customers coming back instead of going to rivals. Each time the card is scanned, the shop records what was bought, where and when. This data helps the shop to decide which products to stock and which offers to send to each customer. Critics argue that the discounts are small compared with the value of the data that customers give away. Some supermarkets now charge higher prices to shoppers who do not have a card.`,
  },
  {
    subject: "computing",
    title: "Satellite navigation",
    text: `Satellite navigation lets a device work out its position anywhere on Earth. The American Global Positioning System uses about 30 satellites, each carrying a very accurate atomic clock. Every satellite constantly broadcasts its position and the exact time. A receiver measures how long each signal took to arrive and so calculates its distance from that satellite. With signals from at least four satellites, the receiver can find its latitude, longitude and height. Tall buildings can block or reflect the signals, which is why positions in city centres are often less accurate.`,
  },
  {
    subject: "languages",
    title: "Portmanteau words",
    text: `A portmanteau word is a word made by blending the sounds and meanings of two other words. "Brunch" combines breakfast and lunch, and "smog" combines smoke and fog. The term was first used in this sense by Lewis Carroll in 1871, in Through the Looking-Glass. He compared such words to a portmanteau, a suitcase that opens into two halves. Many brand names are portmanteaus, because they are short and easy to remember. Blends differ from compounds such as "bookshop", which keep both words whole.`,
  },
  {
    subject: "law",
    title: "Squatting",
    text: `Squatting means living in a building or on land without the permission of its owner. In England and Wales, squatting in a residential building became a criminal offence in 2012, and squatters can be sent to prison for up to six months. Squatting in an empty shop, office or other non-residential building is not itself a crime. In those cases the owner must usually go to court to obtain a possession order. A squatter who has occupied land openly for many years may, in some situations, apply to become its registered owner. This rule is known as adverse possession.`,
  },
  {
    subject: "medicine",
    title: "Fever",
    text: `A fever is a body temperature above about 38 degrees Celsius. It is usually a sign that the body is fighting an infection. When the immune system detects germs, it releases chemicals that reset the brain's thermostat in the hypothalamus to a higher level. The body then shivers and narrows blood vessels in the skin to raise its temperature. A higher temperature slows the growth of some bacteria and viruses and helps white blood cells work faster. Drinking plenty of fluids is important because a fever increases the water lost as sweat. Paracetamol and ibuprofen can lower a fever, but a very high temperature needs medical help.`,
  },
];

const waybill: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Chameleons",
    text: `Chameleons are lizards known for changing colour. Their skin contains layers of cells with tiny crystals, and by relaxing or tightening the skin a chameleon changes how the crystals reflect light. Colour change is used mainly to signal mood and to control body temperature, not only to hide. A chameleon's eyes can move separately, so it can look in two directions at once. It catches insects with a sticky tongue that can be longer than its body. About half of all chameleon species live on the island of Madagascar.`,
  },
  {
    subject: "biology",
    title: "Tardigrades",
    text: `Tardigrades are tiny animals, usually less than a millimetre long, that live in moss, soil and water. They are also called water bears because of their plump bodies and slow, clumsy walk. When their home dries out, a tardigrade pulls in its legs and loses almost all the water in its body. In this state, known as a tun, it can survive for years. Dried tardigrades have survived extreme cold, high pressure and even a trip into space in 2007. When water returns, they swell up and become active again within hours.`,
  },
  {
    subject: "chemistry",
    title: "Fire extinguishers",
    text: `A fire needs heat, fuel and oxygen, and removing any one of them puts it out. Water extinguishers cool the burning material below the temperature at which it can burn. Water must never be used on burning oil, because the water sinks, boils instantly and throws the oil out as a fireball. Carbon dioxide extinguishers push away the oxygen around a fire, so they are used on electrical fires. Foam extinguishers cover a burning liquid with a blanket that keeps air away. A fire blanket works in the same way on a small pan fire.`,
  },
  {
    subject: "physics",
    title: "Noise-cancelling headphones",
    text: `Noise-cancelling headphones reduce unwanted sound by adding more sound. A small microphone on each ear cup picks up the noise around the listener. A chip then creates a sound wave that is the mirror image of the noise, with its peaks where the noise has troughs. When the two waves meet, they cancel each other out, an effect called destructive interference. The method works best for steady, low sounds such as the hum of an aircraft engine. Sudden or high-pitched sounds change too quickly to be cancelled, so the padding of the ear cups blocks those instead.`,
  },
  {
    subject: "earth science",
    title: "Dust storms",
    text: `A dust storm is a strong wind that lifts large amounts of dust and sand into the air. Dust storms are common in dry regions such as the Sahara, where the ground has little plant cover to hold the soil in place. A storm can carry dust thousands of kilometres: Saharan dust regularly crosses the Atlantic and settles in the Amazon rainforest. The dust brings phosphorus, a nutrient that the rainforest's poor soils lack. In the 1930s, drought and poor farming turned parts of the American plains into the Dust Bowl. Dust storms reduce visibility, damage crops and cause breathing problems.`,
  },
  {
    subject: "history",
    title: "The Penny Black",
    text: `The Penny Black was the world's first adhesive postage stamp. It was issued in Britain in May 1840 and showed a profile of Queen Victoria. Before it, the person who received a letter usually paid for it, and the price depended on the distance it had travelled. Rowland Hill proposed that the sender should pay a single low rate of one penny for any letter within Britain. The reform made sending letters cheap, and the number of letters posted more than doubled within a year. The Penny Black was replaced in 1841 by the Penny Red, because its red cancellation marks were hard to see and stamps were being reused.`,
  },
  {
    subject: "history",
    title: "The Erie Canal",
    text: `The Erie Canal is a waterway in New York State that links the Hudson River with Lake Erie. It was opened in 1825 after eight years of work, much of it done by hand by Irish immigrants. The canal is about 580 kilometres long and uses locks to raise and lower boats by about 170 metres. Before the canal, moving goods from the Great Lakes to the coast was slow and expensive. The canal cut the cost of transport by about 90 percent. As a result, New York City became the busiest port in the United States.`,
  },
  {
    subject: "economics",
    title: "The gig economy",
    text: `The gig economy is a labour market in which people work short tasks or jobs, often arranged through an app, instead of having a permanent job. Delivery riders and taxi drivers who find customers through platforms are typical gig workers. Supporters say that gig work gives people flexible hours and an easy way to earn extra money. Critics point out that gig workers often have no sick pay, holiday pay or pension. In 2021 the UK Supreme Court ruled that Uber drivers were workers, not self-employed, so they were entitled to the minimum wage. Governments are still deciding how such work should be regulated.`,
  },
  {
    subject: "computing",
    title: "CAPTCHAs",
    text: `A CAPTCHA is a test that websites use to tell humans apart from automated programs called bots. The name stands for "Completely Automated Public Turing test to tell Computers and Humans Apart". Early CAPTCHAs showed distorted letters that people could read but computers could not. As image recognition improved, bots learned to solve them, so newer tests ask users to pick out pictures or simply watch how the mouse moves. CAPTCHAs stop bots from creating fake accounts and sending spam. However, they can be hard for people with poor eyesight, so many sites offer an audio version.`,
  },
  {
    subject: "languages",
    title: "Spoonerisms",
    text: `A spoonerism is a slip of the tongue in which the first sounds of two words are swapped. Saying "a blushing crow" instead of "a crushing blow" is a typical example. The term comes from William Archibald Spooner, a clergyman and teacher at Oxford University who was famous for such mistakes. Many of the spoonerisms credited to him were probably invented by his students. Linguists study these slips because they show that a speaker plans several words before saying them. Comedians and writers also create spoonerisms on purpose to make jokes.`,
  },
  {
    subject: "law",
    title: "Buying alcohol",
    text: `In England and Wales, it is illegal to sell alcohol to anyone under 18. It is also an offence for an adult to buy alcohol on behalf of someone under 18. Shops and pubs that sell alcohol need a licence from the local council, and they can lose it if they serve children. Many shops follow a policy called Challenge 25, which means that staff ask for proof of age from anyone who looks younger than 25. A young person aged 16 or 17 may drink beer, wine or cider with a meal in a pub if an adult buys it for them. Children under five may legally be given alcohol at home, although doctors strongly advise against it.`,
  },
  {
    subject: "medicine",
    title: "Tetanus",
    text: `Tetanus is a serious illness caused by bacteria that live in soil and animal manure. The bacteria enter the body through cuts and puncture wounds, such as those from a rusty nail or a thorn. Once inside, they release a toxin that affects the nerves and makes the muscles stiffen and spasm. The jaw muscles are often affected first, which is why tetanus is also known as lockjaw. Tetanus cannot be passed from one person to another. It is prevented by a vaccine, which in the UK is given in childhood as part of routine immunisation.`,
  },
];

const consignment: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Axolotls",
    text: `The axolotl is a salamander from the lakes around Mexico City. Unlike most amphibians, it keeps its larval features, such as feathery external gills, for its whole life. An axolotl can regrow lost limbs, parts of its heart and even parts of its brain without scarring. Scientists study this ability in the hope of improving wound healing in humans. In the wild, axolotls are critically endangered, mainly because their lake habitat has been drained and polluted. Many more now live in laboratories and aquariums than in the wild.`,
  },
  {
    subject: "biology",
    title: "Fireflies",
    text: `Fireflies are beetles that produce light in their abdomens. The light comes from a chemical reaction in which an enzyme called luciferase acts on a molecule called luciferin. Almost none of the energy is lost as heat, so the light is described as cold light. Each species flashes in its own pattern, which helps males and females of the same species find each other. Some females copy the flashes of another species to lure males, which they then eat. Light pollution from streets and buildings makes it harder for fireflies to see each other's signals.`,
  },
  {
    subject: "chemistry",
    title: "Hand warmers",
    text: `A disposable hand warmer contains iron powder, salt, water and activated charcoal in a small porous bag. When the bag is opened, air reaches the iron, which reacts with oxygen to form iron oxide, or rust. This reaction releases heat, so it is described as exothermic. The salt speeds up the rusting, and the charcoal spreads the heat evenly. A hand warmer can stay warm for several hours until the iron is used up. Reusable hand warmers work differently: they contain a supersaturated solution of sodium acetate that releases heat when it crystallises.`,
  },
  {
    subject: "physics",
    title: "Lightning",
    text: `Lightning is a giant spark of electricity between a cloud and the ground or within a cloud. Inside a thundercloud, collisions between ice particles separate electric charge, leaving the bottom of the cloud negatively charged. When the difference in charge becomes large enough, the air breaks down and a current flows. A lightning bolt heats the air around it to about 30,000 degrees Celsius, which is hotter than the surface of the Sun. The air expands so suddenly that it makes the sound we hear as thunder. Because light travels much faster than sound, we see the flash before we hear the thunder.`,
  },
  {
    subject: "earth science",
    title: "Deltas",
    text: `A delta is a landform made of sediment deposited where a river flows into a slower body of water, such as a sea or a lake. When the river meets the still water, it slows down and can no longer carry its load of sand and mud. The sediment builds up and splits the river into smaller channels called distributaries. The Nile Delta in Egypt has a triangular shape, which gave deltas their name after the Greek letter delta. Deltas have fertile soil and are often densely populated. Many are sinking, because dams upstream trap the sediment that would have built them up.`,
  },
  {
    subject: "history",
    title: "The Rosetta expedition",
    text: `In 1798 Napoleon Bonaparte led a French army to Egypt to threaten Britain's route to India. He also took more than 150 scholars and scientists to study the country. They measured temples, drew monuments and collected plants, animals and minerals. Their work was published between 1809 and 1829 in a huge series of volumes called the Description of Egypt. The military campaign failed after the British fleet under Horatio Nelson destroyed the French ships at the Battle of the Nile. The scholars' work, however, started a European fascination with ancient Egypt.`,
  },
  {
    subject: "history",
    title: "The Pony Express",
    text: `The Pony Express was a mail service that carried letters across the United States by relays of horse riders. It ran between Missouri and California from April 1860 to October 1861. Riders changed to fresh horses at stations about 15 kilometres apart, so a letter could cross the country in about ten days. Riders were usually young, light men, because a lighter load let the horses run faster. The service closed two days after the transcontinental telegraph line was completed. Although it lasted only 18 months, the Pony Express became a famous symbol of the American West.`,
  },
  {
    subject: "economics",
    title: "Price discrimination",
    text: `Price discrimination means charging different customers different prices for the same product. Cinemas, for example, often offer cheaper tickets to students and pensioners. Firms do this to earn more from customers who are willing to pay a high price without losing those who would only buy at a low one. To work, it requires that customers cannot easily resell the product to each other. Airlines practise price discrimination when they charge more for seats booked at the last minute, since business travellers are less sensitive to price. Some people see it as unfair, while others point out that it lets more people afford the product.`,
  },
  {
    subject: "computing",
    title: "Touchscreens",
    text: `Most smartphones use capacitive touchscreens. The screen is covered with a transparent layer that stores a small electrical charge. When a finger touches the glass, it draws some of the charge away, and sensors at the corners work out where the touch happened. Because the screen reacts to the electrical properties of skin, it does not respond to an ordinary glove or a plastic pen. Older resistive touchscreens work by pressure instead: two flexible layers are pushed together at the point of touch. Resistive screens are cheaper but cannot detect several fingers at once as easily.`,
  },
  {
    subject: "languages",
    title: "False friends",
    text: `False friends are pairs of words in two languages that look or sound similar but have different meanings. The Spanish word "embarazada" means pregnant, not embarrassed. The German word "Gift" means poison, and the French word "librairie" means a bookshop, not a library. False friends often arise because both languages borrowed a word from Latin and its meaning then changed in different ways. They cause many mistakes for language learners. Teachers often give learners lists of common false friends to memorise.`,
  },
  {
    subject: "law",
    title: "Noise at work",
    text: `In the United Kingdom, employers must protect workers from hearing damage caused by noise at work. The Control of Noise at Work Regulations 2005 set the limits. If the average noise level over a working day reaches 80 decibels, the employer must assess the risk and provide information and training. At 85 decibels, workers must wear hearing protection, and the employer must mark hearing protection zones. Employers should first try to reduce the noise itself, for example by using quieter machines, before relying on ear protection. Workers who are exposed to high levels of noise must be offered hearing tests.`,
  },
  {
    subject: "medicine",
    title: "Appendicitis",
    text: `Appendicitis is an inflammation of the appendix, a small pouch attached to the large intestine. It often starts with pain around the navel that moves to the lower right side of the abdomen. Other symptoms include fever, nausea and loss of appetite. If it is not treated, the appendix can burst and spread infection through the abdomen, which is life-threatening. The usual treatment is an operation called an appendectomy, often done through small cuts with a camera. People can live normally without an appendix.`,
  },
];

const docket: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Sloths",
    text: `Sloths are mammals that live in the rainforests of Central and South America. They spend almost their whole lives hanging upside down in trees, and they come down only about once a week to go to the toilet. A sloth has a very slow metabolism, so it needs little food and moves slowly to save energy. Its diet of leaves is low in nutrients and can take up to a month to digest. Green algae grow in its fur, which helps to hide it from eagles and jaguars. Sloths are good swimmers and can hold their breath for up to 40 minutes.`,
  },
  {
    subject: "biology",
    title: "Salmon",
    text: `Atlantic salmon hatch in rivers, swim out to the sea to feed and grow, and return to the river where they hatched in order to spawn. This journey between fresh water and salt water is called migration. Adult salmon find their home river mainly by its smell, which they remember from when they were young. On the way upstream they stop eating and can leap up small waterfalls. After spawning, most Atlantic salmon die, but some survive and return to the sea. Dams block the routes of many salmon, so fish ladders are built to let them pass.`,
  },
  {
    subject: "chemistry",
    title: "Glow sticks",
    text: `A glow stick is a plastic tube that contains a solution of a dye and a chemical called an oxalate ester. Inside it is a thin glass vial filled with hydrogen peroxide. When the stick is bent, the vial breaks and the two liquids mix. The reaction between them releases energy that the dye gives out as light, a process called chemiluminescence. The colour of the light depends on the dye. A glow stick shines for longer in the cold because the reaction is slower at low temperatures.`,
  },
  {
    subject: "physics",
    title: "Sonic booms",
    text: `A sonic boom is the loud noise heard when an object travels faster than the speed of sound. In air at 20 degrees Celsius, sound travels at about 343 metres per second. An aircraft flying faster than this pushes air into a cone-shaped shock wave that trails behind it. People on the ground hear a boom when the edge of the cone passes over them. The boom is heard all along the flight path, not only at the moment the aircraft breaks the sound barrier. Because of the noise, supersonic flights over land are banned in many countries.`,
  },
  {
    subject: "earth science",
    title: "Fjords",
    text: `A fjord is a long, narrow inlet of the sea with steep sides, found in places such as Norway, New Zealand and Chile. Fjords were formed by glaciers during the ice ages. A glacier carved a deep U-shaped valley as it moved towards the sea. When the ice melted and the sea level rose, seawater flooded the valley. Many fjords are deeper in the middle than at the mouth, where a ridge of rock left by the glacier forms a shallow sill. The Sognefjord in Norway is more than 200 kilometres long.`,
  },
  {
    subject: "history",
    title: "The Brooklyn Bridge",
    text: `The Brooklyn Bridge crosses the East River between Manhattan and Brooklyn in New York City. It was designed by John Roebling, who died of tetanus after an accident at the site before building began in 1869. His son Washington Roebling took over, but he became ill with decompression sickness from working in the caissons under the river. His wife, Emily Roebling, then carried his instructions to the engineers and managed much of the work. When the bridge opened in 1883, it was the longest suspension bridge in the world. A year later, 21 elephants were led across it to show that it was safe.`,
  },
  {
    subject: "history",
    title: "The Hindenburg",
    text: `The Hindenburg was a German passenger airship that flew across the Atlantic in 1936. It was kept in the air by hydrogen, a gas that is lighter than air but burns easily. Helium would have been safer, but the United States controlled most of the world's supply and would not sell it to Germany. On 6 May 1937, the Hindenburg caught fire while landing at Lakehurst in New Jersey. Thirty-six people died. The disaster was filmed and broadcast, and it ended the use of airships for carrying passengers.`,
  },
  {
    subject: "economics",
    title: "Sunk costs",
    text: `A sunk cost is money or time that has already been spent and cannot be recovered. Economists argue that sunk costs should not affect future decisions, because they are the same whatever is chosen next. For example, someone who has paid for a concert ticket but feels ill should decide whether to go only by whether going will be better than staying at home. People often keep going with a failing project because they have already invested in it. This mistake is known as the sunk cost fallacy. Businesses can avoid it by judging each project only on its expected future costs and benefits.`,
  },
  {
    subject: "computing",
    title: "Two-factor authentication",
    text: `Two-factor authentication asks a user for two different kinds of proof before letting them log in. The first is usually something they know, such as a password. The second is something they have, such as a phone that receives a code, or something they are, such as a fingerprint. Because an attacker would need both factors, a stolen password alone is not enough to take over an account. Codes sent by text message are less secure than codes from an authenticator app, since text messages can be intercepted. Many banks now require two-factor authentication for online payments.`,
  },
  {
    subject: "languages",
    title: "Tongue twisters",
    text: `A tongue twister is a phrase that is hard to say quickly and correctly. Tongue twisters usually repeat similar sounds, such as "s" and "sh" in "She sells seashells by the seashore". The mouth has to switch rapidly between positions that are close together, so speakers easily mix the sounds up. Speech therapists and actors use tongue twisters to practise clear pronunciation. Language learners use them to practise sounds that do not exist in their first language. Every language has its own tongue twisters, and they rarely make sense when translated.`,
  },
  {
    subject: "law",
    title: "Public footpaths",
    text: `In England and Wales, a public footpath is a route that anyone has the right to walk along, even when it crosses private land. Footpaths are shown on maps kept by local councils, called definitive maps. Landowners must not block a footpath or put up signs that discourage people from using it. Walkers must keep to the path and must not damage crops or disturb animals. A bull of a dairy breed must not be kept alone in a field crossed by a public footpath, because dairy bulls are more likely to attack. Cyclists and horse riders may not use a footpath unless the landowner allows it.`,
  },
  {
    subject: "medicine",
    title: "Shingles",
    text: `Shingles is a painful rash caused by the same virus as chickenpox. After a person has had chickenpox, the virus stays inactive in the nerves for the rest of their life. Later, often when the immune system is weakened by age or stress, the virus can become active again and cause shingles. The rash usually appears as a band of blisters on one side of the body. Antiviral medicine works best if it is started within three days of the rash appearing. A vaccine against shingles is offered to older adults in many countries.`,
  },
];

const voucher: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hummingbirds",
    text: `Hummingbirds are small birds found only in the Americas. They can hover in one place by beating their wings up to 80 times a second, and they are the only birds that can fly backwards. Hovering uses a lot of energy, so a hummingbird must feed on sugary nectar every few minutes during the day. At night it saves energy by entering a state called torpor, in which its body temperature and heart rate drop sharply. While feeding, hummingbirds carry pollen from flower to flower. The bee hummingbird of Cuba is the smallest bird in the world.`,
  },
  {
    subject: "biology",
    title: "Beavers",
    text: `Beavers are large rodents that live in rivers and streams in North America and Europe. They cut down trees with their strong front teeth, which never stop growing. Beavers build dams of branches and mud across streams to create deep ponds. In the middle of the pond they build a lodge with an underwater entrance, which keeps them safe from predators such as wolves. The ponds slow the flow of water, which reduces flooding downstream and creates wetlands for other animals. Beavers were hunted almost to extinction for their fur, but they have since been brought back to many areas.`,
  },
  {
    subject: "chemistry",
    title: "Rust prevention",
    text: `Iron rusts when it reacts with oxygen and water. Rust is weak and flaky, so it falls away and exposes more iron underneath. Painting or oiling iron stops rusting by keeping air and water away from the surface. Galvanising coats iron with a layer of zinc. Because zinc is more reactive than iron, it corrodes first, even if the coating is scratched. This method is called sacrificial protection. Stainless steel does not rust easily because it contains chromium, which forms a thin protective layer of oxide.`,
  },
  {
    subject: "physics",
    title: "Mirrors",
    text: `A mirror reflects light in a regular way, so it forms a clear image. The angle at which light hits a mirror always equals the angle at which it is reflected. This rule is called the law of reflection. A plane mirror forms an image that is the same size as the object and appears as far behind the mirror as the object is in front. The image is also reversed from left to right. Curved mirrors that bulge outwards give a wider field of view, so they are used as wing mirrors on cars.`,
  },
  {
    subject: "earth science",
    title: "Coral atolls",
    text: `An atoll is a ring-shaped coral reef that surrounds a lagoon. Charles Darwin explained how atolls form during the voyage of the Beagle in the 1830s. A coral reef first grows around the shore of a volcanic island. Over millions of years the volcano stops erupting and slowly sinks, while the coral keeps growing upwards towards the light. When the island has sunk completely, only the ring of coral is left. Most atolls are in the Pacific and Indian Oceans, and many are threatened by rising sea levels.`,
  },
  {
    subject: "history",
    title: "The Great Plague of London",
    text: `The Great Plague struck London in 1665 and killed about 100,000 people, almost a quarter of the city's population. The disease was bubonic plague, spread by fleas that lived on rats. Houses where someone was infected were locked up with the family inside, and a red cross was painted on the door. Wealthy people, including the king and his court, left the city for the countryside. The village of Eyam in Derbyshire chose to isolate itself to stop the plague from spreading to nearby towns. The outbreak faded in 1666, the year of the Great Fire of London.`,
  },
  {
    subject: "history",
    title: "The Klondike Gold Rush",
    text: `In 1896, gold was found in the Klondike region of Canada's Yukon Territory. News reached the United States in 1897, and about 100,000 people set out for the goldfields. Most travelled by ship to Alaska and then climbed steep mountain passes such as the Chilkoot Pass. The Canadian police required every prospector to bring a year's supply of food, so each had to carry about a tonne of goods. Only around 30,000 people reached Dawson City, the town at the centre of the rush. By 1899 the rush was over, as news of gold in Alaska drew people away.`,
  },
  {
    subject: "economics",
    title: "Minimum prices",
    text: `A minimum price is a legal limit below which a good cannot be sold. Governments set minimum prices to protect producers or to reduce the use of harmful goods. In Scotland, a minimum price for each unit of alcohol was introduced in 2018 to cut heavy drinking. Because cheap, strong drinks became more expensive, sales of them fell. A minimum price set above the market price can create a surplus, since producers want to sell more than buyers want to buy. Farm price supports in Europe once led to large stores of unsold butter and grain.`,
  },
  {
    subject: "computing",
    title: "Cookies and privacy",
    text: `Browsers store small files called cookies for the websites a person visits. First-party cookies come from the site itself and remember things such as login details and items in a shopping basket. Third-party cookies come from other companies, usually advertisers, and are used to track people across many sites. In the European Union, websites must ask for consent before setting cookies that are not essential. Many browsers now block third-party cookies by default. Users can delete cookies at any time in their browser settings.`,
  },
  {
    subject: "languages",
    title: "Irish Gaelic",
    text: `Irish is a Celtic language spoken in Ireland. It is related to Scottish Gaelic and Welsh, but speakers of these languages cannot easily understand each other. Irish puts the verb at the start of a sentence, before the subject. In the nineteenth century the number of speakers fell sharply, because of the famine and because English was the language of school and work. Today Irish is taught in all state schools in Ireland, and it is an official language of the European Union. Areas where Irish is still spoken as a community language are called the Gaeltacht.`,
  },
  {
    subject: "law",
    title: "Wills",
    text: `A will is a legal document that says what should happen to a person's property after they die. In England and Wales, a will must be in writing and signed in front of two witnesses. The witnesses must not benefit from the will, or they lose their gift. A person who dies without a valid will is said to die intestate. Their property is then shared out according to fixed rules, which give most of it to a husband, wife or children. A will can be changed at any time by adding a document called a codicil or by writing a new will.`,
  },
  {
    subject: "medicine",
    title: "Heatstroke",
    text: `Heatstroke happens when the body can no longer control its temperature and it rises above 40 degrees Celsius. It often follows heat exhaustion, which causes heavy sweating, dizziness and thirst. In heatstroke, sweating may stop and the person can become confused or lose consciousness. Heatstroke is a medical emergency, because it can damage the brain and other organs. While waiting for help, the person should be moved to a cool place and cooled with water and a fan. Drinking plenty of water and avoiding the midday sun help to prevent it.`,
  },
];

const tally: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Starfish",
    text: `Starfish, also called sea stars, are not fish but echinoderms, related to sea urchins. Most have five arms, and they move slowly using hundreds of tiny tube feet on their undersides. A starfish eats a mussel by pulling its shell open and pushing its own stomach inside to digest the soft body. If a starfish loses an arm to a predator, it can grow a new one. Some species can even grow a whole new body from a single arm. Starfish have no brain; a ring of nerves around the mouth coordinates the arms.`,
  },
  {
    subject: "biology",
    title: "Vultures",
    text: `Vultures are large birds that feed mainly on the bodies of dead animals. By clearing away carcasses, they stop diseases such as rabies and anthrax from spreading. Their strong stomach acid kills most of the bacteria in rotting meat. Many vultures have bare heads, which stay cleaner when they feed inside a carcass. In India, vulture numbers fell by more than 95 percent in the 1990s after cattle were treated with a painkiller called diclofenac, which is poisonous to vultures. The drug was banned for animals in 2006.`,
  },
  {
    subject: "chemistry",
    title: "Water hardness",
    text: `Hard water contains dissolved calcium and magnesium ions, which it picks up as it flows through chalk and limestone. When hard water is heated, some of these ions form a solid called limescale. Limescale builds up in kettles and pipes, so heating water takes more energy. Hard water also makes it harder for soap to lather, because the ions react with soap to form scum. Water softeners remove the ions by swapping them for sodium ions. Soft water is common in areas where the rock is granite.`,
  },
  {
    subject: "physics",
    title: "Thermos flasks",
    text: `A vacuum flask keeps hot drinks hot and cold drinks cold by reducing all three kinds of heat transfer. It has two glass walls with a vacuum between them. Conduction and convection cannot happen across the vacuum, because they need particles. The walls are silvered on the inside so that they reflect infrared radiation back. A stopper made of plastic or cork reduces heat loss from the top. The flask was invented by the Scottish scientist James Dewar in 1892.`,
  },
  {
    subject: "earth science",
    title: "Stalactites",
    text: `Stalactites are stone icicles that hang from the roofs of limestone caves. Rainwater absorbs carbon dioxide and becomes a weak acid, which dissolves limestone as it seeps through the rock. When a drop of this water reaches a cave roof, it loses some carbon dioxide and leaves behind a tiny ring of calcite. Over thousands of years the rings build up into a stalactite. Water that drips onto the floor builds up a stalagmite beneath it. When the two meet, they form a column.`,
  },
  {
    subject: "history",
    title: "The Great Stink",
    text: `In the hot summer of 1858, the smell of sewage in the River Thames became so bad that it was called the Great Stink. At that time, London's waste flowed straight into the river, which was also a source of drinking water. Many people believed that diseases such as cholera were spread by bad air. The smell was so strong near Parliament that curtains soaked in chemicals were hung in the windows. Parliament quickly approved a plan by the engineer Joseph Bazalgette to build a network of sewers. The new sewers carried waste far downstream and helped to end cholera outbreaks in London.`,
  },
  {
    subject: "history",
    title: "The Transcontinental Railroad",
    text: `The first railroad across the United States was completed in 1869. The Central Pacific company built eastwards from California, and the Union Pacific built westwards from Nebraska. Thousands of Chinese workers did much of the dangerous work in the Sierra Nevada mountains. The two lines met at Promontory Summit in Utah, where a golden spike was driven in to mark the moment. The journey across the country fell from months to about a week. The railroad also speeded the settlement of the West and the loss of Native American lands.`,
  },
  {
    subject: "economics",
    title: "Inflation targets",
    text: `Many central banks aim to keep inflation close to a target, usually 2 percent a year. The Bank of England has had an inflation target since 1992. If inflation rises above the target, the bank may raise interest rates. Higher interest rates make borrowing more expensive, so people and businesses spend less and prices rise more slowly. If inflation falls too low, the bank may cut rates to encourage spending. A small, steady rate of inflation is thought to be better for the economy than falling prices.`,
  },
  {
    subject: "computing",
    title: "Cache memory",
    text: `A cache is a small, fast memory that keeps copies of data a processor is likely to need again. Reading from the cache is much faster than reading from main memory. When the processor finds the data it needs in the cache, this is called a cache hit. When it does not, a cache miss happens, and the data must be fetched from slower memory. Modern processors have several levels of cache, with the smallest and fastest closest to the processor. Web browsers also cache pages and images so that they load faster on a second visit.`,
  },
  {
    subject: "languages",
    title: "Sign language",
    text: `British Sign Language is the language of many deaf people in the United Kingdom. It has its own grammar, which is different from the grammar of English. Signs are made with the hands, but facial expressions and body movements also carry meaning. British Sign Language and American Sign Language are not related, so their users cannot easily understand each other. British Sign Language was recognised as an official language of the United Kingdom in 2022. Fingerspelling is used to spell out names letter by letter.`,
  },
  {
    subject: "law",
    title: "Parking on private land",
    text: `Car parks at supermarkets and hospitals are often run by private companies. If a driver breaks the rules shown on the signs, the company can send a parking charge notice. This is not a fine, because only councils and the police can issue fines. It is a claim that the driver broke a contract by parking there. Drivers can appeal to the company and then to an independent service. A company that wants the driver's address can ask the DVLA for it only if it belongs to an approved trade association.`,
  },
  {
    subject: "medicine",
    title: "Hay fever",
    text: `Hay fever is an allergic reaction to pollen, usually from grass, trees or weeds. When pollen enters the nose and eyes, the immune system wrongly treats it as a threat and releases histamine. Histamine causes sneezing, a runny nose and itchy, watery eyes. Symptoms are usually worst on warm, dry and windy days, when there is more pollen in the air. Antihistamine tablets and nasal sprays can relieve the symptoms. Checking the pollen forecast helps people with hay fever plan their day.`,
  },
];

const invoice: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Woodlice",
    text: `Woodlice are not insects but crustaceans, more closely related to crabs and lobsters. They breathe through gill-like organs on their back legs, so they must stay in damp places to avoid drying out. During the day they hide under logs and stones, and they come out at night to feed. Woodlice eat rotting wood and dead leaves, which helps to return nutrients to the soil. Some kinds, called pill bugs, can roll into a tight ball when they are threatened. A female carries her eggs in a pouch of fluid under her body until they hatch.`,
  },
  {
    subject: "biology",
    title: "Venus flytraps",
    text: `The Venus flytrap is a carnivorous plant that grows wild only in the bogs of North and South Carolina. The soil there is poor in nitrogen, so the plant gets extra nutrients by catching insects. Each trap is a pair of leaves lined with tiny trigger hairs. When an insect touches two hairs within about twenty seconds, the trap snaps shut in less than a second. Requiring two touches stops the trap from closing on raindrops. Glands on the leaves then release enzymes that digest the insect over about ten days. A trap can close only a few times before it dies.`,
  },
  {
    subject: "chemistry",
    title: "Dry ice",
    text: `Dry ice is the solid form of carbon dioxide. At normal air pressure it does not melt into a liquid; instead it turns straight into a gas, a change called sublimation. Its surface temperature is about minus 78 degrees Celsius, cold enough to burn the skin, so it should be handled with thick gloves. Dry ice is used to keep food and medical samples frozen during transport because it leaves no water behind. In a closed room the gas it gives off can build up and push out oxygen. The fog seen on stages forms when dry ice is dropped into warm water.`,
  },
  {
    subject: "physics",
    title: "Sundials",
    text: `A sundial tells the time from the position of a shadow. Its main parts are a flat dial marked with the hours and a raised edge, called the gnomon, that casts the shadow. As the Earth turns, the Sun appears to move across the sky and the shadow moves around the dial. For a sundial to be accurate, the gnomon must point towards the celestial pole and sit at an angle equal to the local latitude. Sundial time can differ from clock time by up to about sixteen minutes, because the Earth's orbit is an ellipse and its axis is tilted. Sundials cannot work at night or under thick cloud.`,
  },
  {
    subject: "earth science",
    title: "Salt flats",
    text: `A salt flat is a wide, level stretch of ground covered with a crust of salt. Salt flats form where a lake in a dry region has no outlet to the sea. Water flows in from rivers and rain but leaves only by evaporation, so the dissolved minerals stay behind. Over thousands of years the lake dries out and the salt builds up into a white crust. The largest salt flat in the world is Salar de Uyuni in Bolivia, which covers more than 10,000 square kilometres. After rain a thin layer of water turns it into a huge mirror that reflects the sky.`,
  },
  {
    subject: "history",
    title: "The Mary Rose",
    text: `The Mary Rose was a warship of the English navy under King Henry VIII. She was launched in 1511 and served for more than thirty years. In July 1545 she sank in the Solent during a battle with a French fleet, and most of the crew of about 400 drowned. Historians still argue about the cause; one theory is that water flooded in through her open gun ports as she turned. Soft mud on the seabed covered much of the hull and protected it from decay. The wreck was raised in 1982 and is now displayed in a museum in Portsmouth.`,
  },
  {
    subject: "history",
    title: "The Channel Tunnel",
    text: `The Channel Tunnel links Folkestone in England with Coquelles near Calais in France. It was opened in May 1994 by Queen Elizabeth II and President Francois Mitterrand. The tunnel is about 50 kilometres long, and nearly 38 kilometres of it lie under the sea, more than any other undersea tunnel. It is made of three tubes: two for trains and a smaller service tunnel between them. Boring machines worked from both coasts and met under the sea in 1990. Eleven of these machines were used, and the British and French teams met with an error of less than a metre.`,
  },
  {
    subject: "economics",
    title: "Rent control",
    text: `Rent control is a law that limits how much landlords can charge for housing or how fast rents can rise. Its aim is to keep homes affordable for tenants on low incomes. Many economists argue that strict rent control reduces the supply of rental housing. If rents are held below the market level, landlords earn less and may sell their property or stop repairing it. Tenants in controlled flats also tend to move less often, which makes it harder for newcomers to find a home. Softer schemes only cap yearly increases and let rents reset when a tenant leaves.`,
  },
  {
    subject: "computing",
    title: "Phishing",
    text: `Phishing is a trick in which an attacker sends a message that pretends to come from a trusted company in order to steal passwords or money. A typical phishing email warns that an account will be closed and asks the reader to click a link. The link leads to a fake website that looks like the real one and records whatever is typed into it. Attacks aimed at one named person are called spear phishing. Checking the address of the sender and of the link helps to spot a fake. Banks say they never ask customers for a full password by email.`,
  },
  {
    subject: "languages",
    title: "Cockney rhyming slang",
    text: `Cockney rhyming slang began in the East End of London in the nineteenth century. A word is replaced by a phrase that rhymes with it, so "stairs" becomes "apples and pears". Usually the rhyming word is then dropped, which makes the slang hard for outsiders to follow. For example, "use your loaf" means "use your head", because "head" rhymes with "loaf of bread". Some say market traders and criminals used the slang to talk without being understood by the police. A few expressions, such as "have a butcher's", meaning to have a look, are now used across Britain.`,
  },
  {
    subject: "law",
    title: "Jaywalking",
    text: `Jaywalking means crossing a road carelessly or away from a marked crossing. In many American cities it is an offence that can be punished with a fine. The word comes from "jay", an old slang term for a foolish person from the countryside. Car makers and motoring groups campaigned in the 1920s to make jaywalking a crime, so that streets would belong to cars. In the United Kingdom there is no general offence of jaywalking, and pedestrians may cross almost anywhere. They are still forbidden to walk on motorways.`,
  },
  {
    subject: "medicine",
    title: "Cramp",
    text: `A cramp is a sudden, painful tightening of a muscle that the person cannot control. Cramps most often affect the calf and usually last from a few seconds to ten minutes. They are common during exercise, at night and in pregnancy. Stretching the muscle gently and massaging it usually ease the pain. Heavy sweating can lead to cramps, because the body loses salts that muscles need to work. Doctors advise seeing a GP if cramps happen often or if the leg is also swollen and red.`,
  },
];

const receipt: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Pufferfish",
    text: `Pufferfish are slow swimmers, so they defend themselves in another way. When a predator comes near, a pufferfish fills its stretchy stomach with water and swells to several times its normal size. A swollen pufferfish is hard to swallow, and many species also have spines that stand up when they inflate. Most pufferfish contain tetrodotoxin, a poison far stronger than cyanide. In Japan the fish is eaten as a delicacy called fugu, but only chefs with a special licence may prepare it. The poison is made by bacteria that the fish takes in with its food.`,
  },
  {
    subject: "biology",
    title: "Mangroves",
    text: `Mangroves are trees that grow in salty water along tropical coasts. Their roots filter out most of the salt, and some species get rid of the rest through their leaves. Because the mud they grow in holds little oxygen, many mangroves send up roots that stick out of the mud to take in air. The tangled roots slow down waves and trap sediment, which protects the coast from erosion. Mangrove forests are nurseries for young fish, crabs and shrimp. About a third of the world's mangroves have been cleared since 1980, mainly for shrimp farms.`,
  },
  {
    subject: "chemistry",
    title: "Rubber",
    text: `Natural rubber comes from latex, a milky sap collected from rubber trees by cutting the bark. Raw rubber becomes sticky when it is hot and brittle when it is cold. In 1839 Charles Goodyear found that heating rubber with sulfur made it strong and elastic over a wide range of temperatures. This process is called vulcanisation. The sulfur forms bridges between the long polymer chains, so they cannot slide past each other easily. Today most rubber is synthetic and is made from chemicals obtained from crude oil.`,
  },
  {
    subject: "physics",
    title: "Periscopes",
    text: `A periscope lets a person see over or around an obstacle. The simplest periscope is a tube with a mirror at each end, each set at an angle of 45 degrees. Light from an object hits the top mirror and is reflected down the tube to the bottom mirror, which reflects it into the eye. Submarines use periscopes to look above the surface while staying underwater. Modern submarine periscopes use prisms and lenses instead of plain mirrors, because they give a brighter and clearer image. Soldiers in the trenches of the First World War used periscopes to watch the enemy without being shot.`,
  },
  {
    subject: "earth science",
    title: "Oxbow lakes",
    text: `An oxbow lake is a curved lake that forms when a river cuts through the neck of a wide bend. Rivers flowing over flat land tend to swing from side to side in loops called meanders. Water flows fastest on the outside of each bend, where it wears away the bank, while sand and mud are dropped on the inside. Over time the neck of land between two bends becomes narrower. During a flood the river breaks through the neck and takes the shorter route. Sediment then seals off the old loop, which is left behind as a lake.`,
  },
  {
    subject: "history",
    title: "The Bayeux Tapestry",
    text: `The Bayeux Tapestry tells the story of the Norman conquest of England in 1066. Despite its name, it is not a true tapestry but an embroidery, made by stitching coloured wool onto linen. It is about 70 metres long and shows more than 600 people, 200 horses and 55 dogs. Historians think it was made in England in the 1070s, probably for Bishop Odo, the half-brother of William the Conqueror. One famous scene shows King Harold with an arrow in his eye, although some scholars doubt that this is Harold. The tapestry is kept in a museum in Bayeux in Normandy.`,
  },
  {
    subject: "history",
    title: "The Tay Bridge disaster",
    text: `The first Tay Bridge in Scotland opened in 1878 and was then the longest bridge in the world. On the stormy night of 28 December 1879, its central spans collapsed while a train was crossing. The train fell into the river, and all of the roughly 75 people on board died. An inquiry found that the bridge had been badly designed, built and maintained. Its designer, Sir Thomas Bouch, had not allowed properly for the force of the wind. A new, stronger bridge was built beside the old one and opened in 1887.`,
  },
  {
    subject: "economics",
    title: "Black markets",
    text: `A black market is the illegal trade in goods or services, outside the control of the government. Black markets grow when goods are banned, heavily taxed or strictly rationed. During the Second World War, food and clothing were rationed in Britain, and some traders sold extra supplies at high prices. Sellers on a black market pay no taxes, so the government loses revenue. Buyers also have no legal protection if the goods are fake or dangerous. Economists argue that very high taxes on cigarettes can encourage smuggling.`,
  },
  {
    subject: "computing",
    title: "Autocomplete",
    text: `Autocomplete is a feature that predicts the rest of a word or phrase while the user is still typing. Search engines suggest whole queries based on what millions of other people have searched for. Phone keyboards learn from each user's own messages, so their suggestions become more personal over time. Autocomplete saves typing and helps users spell difficult words. However, suggestions can be embarrassing or offensive, so search companies filter out some of them. In code editors, autocomplete lists the functions and variables that fit at the cursor.`,
  },
  {
    subject: "languages",
    title: "The apostrophe",
    text: `The apostrophe has two main uses in English. It shows that letters have been left out, as in "don't" for "do not". It also shows possession: "the cat's bowl" means the bowl belonging to the cat. For a plural noun ending in s, the apostrophe goes after the s, as in "the students' books". A common mistake is to write "it's" for the possessive form; "it's" always means "it is" or "it has". Apostrophes are not used to make ordinary plurals, so "apple's for sale" is wrong.`,
  },
  {
    subject: "law",
    title: "Planning permission",
    text: `In England, planning permission is the approval from the local council that is needed before building something new or making a major change to a building. A homeowner who wants to build a large extension usually has to apply for it. Some small projects, such as a low garden wall, count as permitted development and need no application. Neighbours are told about an application and can send comments before the council decides. If permission is refused, the applicant can appeal to a government inspector. Work carried out without permission may have to be pulled down.`,
  },
  {
    subject: "medicine",
    title: "Bee stings",
    text: `A honeybee's sting has barbs, so it stays in the skin after the bee flies away. The sting should be scraped out quickly, because the venom sac attached to it keeps pumping venom for up to a minute. Most stings cause pain, redness and swelling that fade within a few hours. Cold packs reduce the swelling, and antihistamines can ease itching. A few people have a severe allergic reaction called anaphylaxis, which can make breathing difficult within minutes. They may carry an adrenaline injector, which should be used at once.`,
  },
];

const statement: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Ladybirds",
    text: `Ladybirds are small beetles with a round, brightly coloured shell. Their bright colours warn birds that they taste bad, and when attacked they release a yellow fluid from their legs. Most ladybirds eat aphids, tiny insects that suck sap from plants, so gardeners welcome them. A single ladybird can eat about 5,000 aphids in its lifetime. In autumn, large groups gather in sheltered places such as hollow trees to survive the winter. The harlequin ladybird arrived in Britain in 2004 and now competes with native species for food.`,
  },
  {
    subject: "biology",
    title: "Giraffes",
    text: `The giraffe is the tallest living animal, and an adult male can be more than five metres tall. Despite its long neck, a giraffe has only seven neck bones, the same number as a human. Its heart is large and powerful, because it must pump blood up to the brain. Giraffes feed mainly on the leaves of acacia trees, which they strip with a tongue about 45 centimetres long. A giraffe sleeps for only a few minutes at a time, usually standing up. Calves can stand within an hour of being born.`,
  },
  {
    subject: "chemistry",
    title: "Indicators",
    text: `An indicator is a substance that changes colour depending on whether a solution is acidic or alkaline. Litmus turns red in acid and blue in alkali. Universal indicator shows a range of colours, so it can estimate the pH of a solution. The pH scale runs from 0 to 14, and pure water has a pH of 7. Red cabbage juice can be used as a homemade indicator because it contains a pigment that changes colour with pH. Phenolphthalein is colourless in acid and turns pink in alkali.`,
  },
  {
    subject: "physics",
    title: "Shadows",
    text: `A shadow forms when an opaque object blocks light. Light travels in straight lines, so it cannot bend around the object to fill the space behind it. A shadow is larger when the object is closer to the light source. The dark centre of a shadow is called the umbra, and the lighter edge is called the penumbra. During a solar eclipse, the Moon casts its shadow on the Earth. Shadows are longest in the early morning and late evening, when the Sun is low in the sky.`,
  },
  {
    subject: "earth science",
    title: "Waterfalls",
    text: `A waterfall forms where a river flows over a band of hard rock that lies on top of softer rock. The softer rock is worn away faster, which leaves the hard rock sticking out as an overhang. Eventually the overhang collapses, and the waterfall moves a little way upstream. Over thousands of years this retreat leaves a steep-sided valley called a gorge. A deep pool, called a plunge pool, is carved out at the foot of the fall by the falling water and rocks. Angel Falls in Venezuela is the highest waterfall in the world, with a drop of 979 metres.`,
  },
  {
    subject: "history",
    title: "The Gunpowder Plot",
    text: `The Gunpowder Plot was a failed attempt to blow up the Houses of Parliament in London in 1605. A group of Catholics led by Robert Catesby wanted to kill the Protestant King James I. They hid 36 barrels of gunpowder in a cellar beneath the House of Lords. An anonymous letter warned a Catholic lord to stay away from Parliament, and the cellar was searched. Guy Fawkes was arrested while guarding the gunpowder on the night of 4 November. Bonfire Night, on 5 November, still marks the failure of the plot.`,
  },
  {
    subject: "history",
    title: "The Hubble Space Telescope",
    text: `The Hubble Space Telescope was launched in 1990 by the space shuttle Discovery. It orbits about 540 kilometres above the Earth, above the blurring effect of the atmosphere. Soon after launch, scientists found that its main mirror had been ground to the wrong shape, so its first images were fuzzy. Astronauts fitted corrective optics during a repair mission in 1993. Hubble's images have helped astronomers measure how fast the universe is expanding. The telescope is named after the American astronomer Edwin Hubble.`,
  },
  {
    subject: "economics",
    title: "Opportunity for trade: comparative advantage",
    text: `A country has a comparative advantage in a good when it can produce it at a lower opportunity cost than other countries. The idea was set out by the economist David Ricardo in 1817. He used the example of England and Portugal trading cloth and wine. Even if one country is better at making everything, both can gain by specialising and trading. Each country should make the goods it gives up the least to produce. Critics point out that specialising can leave a country dependent on a few exports.`,
  },
  {
    subject: "computing",
    title: "Pixels per inch",
    text: `Screen sharpness is often measured in pixels per inch, or PPI. A higher PPI means the pixels are smaller and closer together, so edges look smoother. Most people cannot see individual pixels on a phone screen above about 300 PPI at normal viewing distance. Printers use a similar measure called dots per inch. An image that looks sharp on screen may print badly if it has too few pixels for its printed size. Designers usually prepare images for print at 300 dots per inch.`,
  },
  {
    subject: "languages",
    title: "Gendered nouns in German",
    text: `German nouns have one of three genders: masculine, feminine or neuter. The gender decides which word for "the" is used: der, die or das. The gender of a noun often has nothing to do with meaning; "das Mädchen", the girl, is neuter. Some endings give a clue, because nouns ending in -ung are almost always feminine. Learners are advised to learn every noun together with its article. All German nouns are written with a capital letter.`,
  },
  {
    subject: "law",
    title: "Consumer refunds",
    text: `In the United Kingdom, the Consumer Rights Act 2015 says that goods must be of satisfactory quality, fit for purpose and as described. A buyer who finds a fault within 30 days can reject the goods and get a full refund. After 30 days, the seller is first allowed one attempt to repair or replace the item. Shops do not have to give refunds for goods that buyers simply change their minds about. Many shops offer a refund anyway as a goodwill gesture. Goods bought online can usually be returned within 14 days for any reason.`,
  },
  {
    subject: "medicine",
    title: "Chilblains",
    text: `Chilblains are small, itchy, red swellings on the skin that appear after exposure to cold. They usually affect the toes, fingers, ears and nose. When cold skin is warmed too quickly, small blood vessels leak fluid into the surrounding tissue. Chilblains usually clear up on their own within two or three weeks. Warming the skin slowly and keeping the feet dry help to prevent them. People with poor circulation are more likely to get chilblains.`,
  },
];

const bulletin: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Koalas",
    text: `Koalas are marsupials that live in the eucalyptus forests of eastern Australia. A newborn koala, called a joey, is about the size of a jelly bean and crawls into its mother's pouch, where it stays for about six months. Koalas eat almost nothing but eucalyptus leaves, which are tough and poisonous to most animals. Bacteria in their long gut break down the leaves and the poisons. Because their food gives them little energy, koalas sleep for up to 20 hours a day. Bushfires and land clearing have destroyed much of their habitat.`,
  },
  {
    subject: "biology",
    title: "Sea otters",
    text: `Sea otters live along the coasts of the northern Pacific Ocean. Unlike most marine mammals, they have no layer of blubber, so they rely on the thickest fur of any animal to keep warm. They spend hours each day grooming, which traps air in the fur. Sea otters eat sea urchins, crabs and clams, and they use stones as tools to crack open shells. By eating sea urchins, which feed on kelp, otters protect kelp forests. When they rest, they often hold paws or wrap themselves in kelp so they do not drift apart.`,
  },
  {
    subject: "chemistry",
    title: "Limewater",
    text: `Limewater is a solution of calcium hydroxide in water. It is used to test for carbon dioxide. When carbon dioxide is bubbled through limewater, the solution turns milky. The milkiness is caused by tiny particles of calcium carbonate, which does not dissolve in water. If more carbon dioxide is bubbled through, the solution slowly becomes clear again. Breathing out through a straw into limewater shows that exhaled air contains carbon dioxide.`,
  },
  {
    subject: "physics",
    title: "Wind turbines",
    text: `A wind turbine turns the kinetic energy of moving air into electricity. The wind pushes on the blades, which turn a shaft connected to a generator. Inside the generator, a coil spins in a magnetic field, which induces a current. Most large turbines have three long blades and stand on towers more than 80 metres tall, where the wind is stronger and steadier. Turbines stop turning in very strong winds to avoid damage. Wind power produces no carbon dioxide while it runs, but it only works when the wind blows.`,
  },
  {
    subject: "earth science",
    title: "The aurora",
    text: `An aurora is a display of coloured light in the night sky near the poles. It is caused by charged particles from the Sun, carried towards the Earth by the solar wind. The Earth's magnetic field guides these particles towards the polar regions. When they collide with gases high in the atmosphere, the gases give off light. Oxygen produces green and red light, while nitrogen produces blue and purple. In the north the display is called the aurora borealis, or northern lights.`,
  },
  {
    subject: "history",
    title: "The Dust Bowl",
    text: `The Dust Bowl was a period of severe dust storms on the Great Plains of the United States in the 1930s. Farmers had ploughed up the native grasses, whose deep roots had held the soil in place. When a long drought struck, the dry topsoil was blown away by the wind. Huge clouds of dust, called black blizzards, darkened the sky as far away as New York. Hundreds of thousands of families left the region, many of them moving to California. The government later paid farmers to plant trees as windbreaks and to change how they ploughed.`,
  },
  {
    subject: "history",
    title: "Stonehenge",
    text: `Stonehenge is a prehistoric stone circle on Salisbury Plain in southern England. It was built in several stages, beginning about 5,000 years ago. The large sarsen stones came from about 25 kilometres away, while the smaller bluestones were brought from the Preseli Hills in Wales, more than 200 kilometres away. No one knows for certain how the builders moved them, though sledges and rollers are the most common explanation. The stones are lined up with the sunrise at the summer solstice. Many archaeologists think Stonehenge was used for ceremonies and as a burial site.`,
  },
  {
    subject: "economics",
    title: "Bank runs",
    text: `A bank run happens when many customers try to withdraw their money at the same time because they fear the bank will fail. Banks keep only a small fraction of deposits as cash and lend out the rest. If too many customers ask for their money at once, even a healthy bank can run out of cash. Rumours can therefore cause the failure they predict. To prevent runs, many governments guarantee deposits up to a limit. In 2007, customers queued outside branches of Northern Rock, the first British bank run in over a century.`,
  },
  {
    subject: "computing",
    title: "Wi-Fi",
    text: `Wi-Fi is a technology that lets devices join a network without cables. A wireless router sends and receives data as radio waves. Most routers use two frequency bands, 2.4 gigahertz and 5 gigahertz. The lower band reaches further and passes through walls more easily, but the higher band carries data faster. Thick walls, metal objects and microwave ovens can weaken the signal. Networks should be protected with a password and encryption so that strangers cannot read the traffic.`,
  },
  {
    subject: "languages",
    title: "Haiku",
    text: `A haiku is a short poem that began in Japan. A traditional haiku has three lines of five, seven and five syllables. In Japanese, the poet counts sound units rather than syllables, so English haiku often use fewer syllables. Most haiku describe a moment in nature and contain a word that hints at the season, called a kigo. The poet Matsuo Basho, who lived in the 17th century, is the most famous writer of haiku. His best-known poem describes a frog jumping into an old pond.`,
  },
  {
    subject: "law",
    title: "Flying drones",
    text: `In the United Kingdom, anyone who flies a drone weighing 250 grams or more must pass an online test and register with the Civil Aviation Authority. Drones must be kept below 120 metres and within the pilot's sight. Pilots must not fly near airports, because a drone could collide with an aircraft. Flying over crowds is banned, since a falling drone could injure people. A pilot who takes photographs of people in their gardens may also break privacy laws. Breaking these rules can lead to a fine or, in serious cases, prison.`,
  },
  {
    subject: "medicine",
    title: "Motion sickness",
    text: `Motion sickness is a feeling of nausea caused by travel in a car, boat or plane. It happens when the eyes and the inner ear send the brain conflicting signals about movement. A passenger reading in a moving car sees a still page, but the inner ear senses the motion. Looking at the horizon helps, because the eyes then agree with the inner ear. Children between the ages of two and twelve are most often affected. Antihistamine tablets taken before a journey can prevent the symptoms.`,
  },
];

const dispatch: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The platypus",
    text: `The platypus is a mammal that lays eggs, one of only a few such animals in the world. It lives in rivers and streams in eastern Australia. A platypus hunts underwater with its eyes, ears and nose closed. Instead, it finds worms and shrimp by sensing the weak electric fields their muscles produce, using receptors in its rubbery bill. Males have a spur on each back leg that can deliver a painful venom. When European scientists first saw a preserved platypus in 1799, some thought it was a fake made by sewing parts of different animals together.`,
  },
  {
    subject: "biology",
    title: "Leafcutter ants",
    text: `Leafcutter ants live in large colonies in the forests of Central and South America. Workers cut pieces of leaves and carry them back to the nest, often holding pieces many times their own weight. The ants do not eat the leaves. Instead, they chew them into a pulp on which they grow a fungus, and the fungus is their food. Different workers have different jobs depending on their size: the largest guard the nest, and the smallest tend the fungus. A single colony can contain several million ants.`,
  },
  {
    subject: "chemistry",
    title: "Electroplating",
    text: `Electroplating uses an electric current to coat an object with a thin layer of metal. The object to be plated is connected to the negative terminal of a power supply, so it becomes the cathode. A bar of the coating metal is connected to the positive terminal as the anode. Both are placed in a solution that contains ions of the coating metal. When the current flows, metal ions move to the object and form a layer on its surface. Cutlery is often silver-plated to make it look attractive and resist corrosion.`,
  },
  {
    subject: "physics",
    title: "Solar panels",
    text: `A solar panel turns sunlight directly into electricity. It is made of many photovoltaic cells, usually built from thin layers of silicon. When light strikes a cell, it knocks electrons loose, and the moving electrons form a current. Most panels convert only about 20 percent of the light that falls on them into electricity. Panels produce less power on cloudy days and none at night, so homes often store the extra energy in batteries. In the Northern Hemisphere, panels are usually tilted to face south to catch the most sunlight.`,
  },
  {
    subject: "earth science",
    title: "Ocean currents",
    text: `Ocean currents are continuous movements of seawater in a particular direction. Surface currents are driven mainly by the wind, while deep currents are driven by differences in temperature and salt content. Cold, salty water is denser, so it sinks near the poles and flows slowly along the ocean floor. The Gulf Stream carries warm water from the Gulf of Mexico across the Atlantic towards Europe. Because of this current, winters in Britain are milder than in places at the same latitude in Canada. Currents also carry nutrients, which support fisheries in many parts of the world.`,
  },
  {
    subject: "history",
    title: "The telephone",
    text: `Alexander Graham Bell was granted a patent for the telephone in 1876. His device turned the vibrations of a voice into an electric signal that travelled along a wire and was turned back into sound at the other end. The first words he spoke on it were a request to his assistant, Thomas Watson, to come to him. Another inventor, Elisha Gray, filed a similar design on the same day, which led to years of legal disputes. By 1900 there were more than a million telephones in the United States. Early calls were connected by hand by operators at a switchboard.`,
  },
  {
    subject: "history",
    title: "The Taj Mahal",
    text: `The Taj Mahal is a white marble tomb in Agra, in northern India. The Mughal emperor Shah Jahan ordered it to be built in memory of his wife Mumtaz Mahal, who died in 1631. About 20,000 workers took around twenty years to complete the main buildings. Precious stones were set into the marble to form patterns of flowers. The four minarets at its corners lean slightly outwards, so that they would fall away from the tomb in an earthquake. Air pollution has turned parts of the marble yellow, and cars are banned near the building.`,
  },
  {
    subject: "economics",
    title: "Loss leaders",
    text: `A loss leader is a product sold at a price below its cost to attract customers into a shop. Supermarkets often sell bread, milk or eggs this way. The shop hopes that customers who come in for the cheap item will buy other goods at full price. The strategy works best for items that people buy often and can compare easily between shops. Some countries ban selling below cost because it can drive smaller competitors out of business. Games consoles are sometimes sold at a loss, and the makers earn their profit from the games.`,
  },
  {
    subject: "computing",
    title: "Screen readers",
    text: `A screen reader is software that reads the text on a screen aloud, or sends it to a braille display. Blind and partially sighted people use screen readers to browse the web and use apps. The software cannot see pictures, so web designers should add a short text description, called alt text, to every image that carries meaning. Headings help users jump through a page quickly, because a screen reader can list them. Buttons that show only an icon need a label, or the screen reader has nothing to announce. Testing a website with a screen reader is the best way to find these problems.`,
  },
  {
    subject: "languages",
    title: "Anagrams",
    text: `An anagram is a word or phrase made by rearranging the letters of another. "Listen" and "silent" are anagrams of each other, since they use exactly the same letters. Anagrams are popular in word games and in cryptic crosswords, where a clue often hints that the letters should be mixed up. In the 17th century, scientists sometimes published discoveries as anagrams to prove they had found something first without revealing it. Galileo announced his observations of Saturn this way in 1610. A longer word usually has more possible anagrams than a short one.`,
  },
  {
    subject: "law",
    title: "Age ratings for films",
    text: `In the United Kingdom, films shown in cinemas are given an age rating by the British Board of Film Classification. A film rated 12A can be seen by children under 12 only if an adult goes with them. Films rated 15 or 18 must not be shown or sold to anyone younger than that age. Cinema staff can ask for proof of age, and a cinema that lets underage viewers in can lose its licence. The board decides a rating by looking at violence, language, drug use and other themes. Local councils have the final say and can change a rating for cinemas in their area.`,
  },
  {
    subject: "medicine",
    title: "Ear infections",
    text: `Ear infections are common in young children, especially after a cold. They usually affect the middle ear, the space behind the eardrum. The tube that drains the middle ear is shorter and more level in children, so fluid collects there more easily. Symptoms include ear pain, a high temperature and difficulty hearing. Most ear infections get better on their own within three days, so doctors often wait before prescribing antibiotics. Painkillers such as paracetamol can ease the pain in the meantime.`,
  },
];

const missive: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Dolphins",
    text: `Dolphins are marine mammals that breathe air through a blowhole on the top of the head. They live in groups called pods, which can contain a few animals or more than a thousand. Dolphins find food by echolocation: they make clicking sounds and listen for the echoes that bounce back from fish. Each dolphin has its own whistle, which works like a name that others in the pod recognise. Because they must stay alert to breathe, dolphins sleep with one half of the brain at a time. Fishing nets kill thousands of dolphins every year, so some fleets use nets with escape hatches.`,
  },
  {
    subject: "biology",
    title: "Hermit crabs",
    text: `A hermit crab has a soft, curled abdomen that is not protected by a hard shell of its own. To protect it, the crab lives inside an empty shell left by a sea snail. As the crab grows, it must move into a larger shell. Crabs sometimes queue beside an empty shell in order of size, and each swaps into the shell left by the next largest crab. A shortage of shells forces some crabs to use bottle caps and other litter. Hermit crabs are scavengers that eat dead plants and animals on the shore.`,
  },
  {
    subject: "chemistry",
    title: "Fermentation",
    text: `Fermentation is a process in which yeast or bacteria break down sugar without oxygen. Yeast turns the sugar in grape juice into alcohol and carbon dioxide. Bakers add yeast to dough because the carbon dioxide it releases makes the bread rise. The alcohol in bread evaporates in the oven. Bacteria in milk ferment lactose into lactic acid, which thickens the milk into yoghurt. Fermentation was used to make beer in Mesopotamia more than 5,000 years ago.`,
  },
  {
    subject: "physics",
    title: "Thermostats",
    text: `A thermostat keeps a room at a set temperature by switching a heater on and off. Older thermostats contain a bimetallic strip, two metals bonded together that expand by different amounts. When the room warms, the strip bends and breaks the circuit, so the heater switches off. Modern thermostats use an electronic sensor called a thermistor, whose resistance changes with temperature. Turning a thermostat down by one degree can cut a heating bill by about 10 percent. Some thermostats learn when people are home and heat only those hours.`,
  },
  {
    subject: "earth science",
    title: "Peat bogs",
    text: `A peat bog is a wetland where dead plants build up faster than they decay. The water is acidic and low in oxygen, so bacteria cannot break the plants down. Over thousands of years, the remains are pressed into a thick brown layer called peat. Peat bogs store about twice as much carbon as all the world's forests. Draining a bog lets air in, and the peat releases its carbon as carbon dioxide. Bodies thousands of years old have been found preserved in peat in northern Europe.`,
  },
  {
    subject: "history",
    title: "The penny-farthing",
    text: `The penny-farthing was a bicycle with a very large front wheel and a tiny rear one. It was popular in the 1870s and 1880s, before chains and gears were used on bicycles. The pedals were fixed to the front wheel, so a bigger wheel carried the rider further with each turn. Riders sat high above the ground and often fell headfirst when the wheel hit a stone. The safety bicycle, with two wheels of equal size and a chain, replaced it by the 1890s. The name came from two British coins of different sizes, the penny and the farthing.`,
  },
  {
    subject: "history",
    title: "The Pyramids of Giza",
    text: `The Pyramids of Giza were built as tombs for the kings of ancient Egypt. The largest, the Great Pyramid, was built for King Khufu around 2560 BC. It was the tallest building in the world for more than 3,800 years. Workers cut limestone blocks in nearby quarries and moved them on sledges, pouring water on the sand to reduce friction. Most historians now think the builders were paid workers, not slaves. The pyramids were once covered in smooth white stone, most of which was later removed for other buildings.`,
  },
  {
    subject: "economics",
    title: "Buy now, pay later",
    text: `Buy now, pay later is a form of credit that splits the price of an item into several payments. The shopper takes the item home after the first payment and pays the rest over a few weeks. Most plans charge no interest, but a missed payment can bring a late fee. Shops offer these plans because shoppers tend to spend more when they do not pay everything at once. Critics warn that young people can build up debts across several plans without noticing. In many countries, these plans were not regulated like credit cards until recently.`,
  },
  {
    subject: "computing",
    title: "Spell checkers",
    text: `A spell checker compares each word in a document with a list of correctly spelled words. A word that is not on the list is underlined, and the program suggests similar words. Suggestions are ranked by how few letters must be changed to turn the typed word into each candidate. A spell checker cannot catch a real word used in the wrong place, such as "their" instead of "there". Grammar checkers look at whole sentences, so they can catch some of these mistakes. Users can add names and technical terms to a personal dictionary.`,
  },
  {
    subject: "languages",
    title: "Contractions",
    text: `A contraction is a shortened form of one or two words, with an apostrophe in place of the missing letters. "Don't" stands for "do not", and "she's" can stand for "she is" or "she has". Contractions are common in speech and informal writing but are often avoided in formal reports. "Won't" is an unusual contraction, because it comes from an older form of "will not". French has contractions too: "le" becomes "l'" before a vowel. Learners often confuse "it's", which means "it is", with "its", which shows possession.`,
  },
  {
    subject: "law",
    title: "Warranties",
    text: `A warranty is a promise from a maker to repair or replace a product if it develops a fault. Most warranties last one or two years from the date of purchase. A warranty usually does not cover damage caused by misuse or accidents. To make a claim, the buyer normally needs proof of purchase, such as a receipt. In the United Kingdom, a warranty is given on top of the buyer's legal rights, so a shop cannot use it to refuse a refund for faulty goods. Extended warranties cost extra and are often poor value.`,
  },
  {
    subject: "medicine",
    title: "Sprains",
    text: `A sprain is an injury to a ligament, the tough band of tissue that joins one bone to another. Ankles are sprained most often, usually when the foot twists inwards. Symptoms include pain, swelling and bruising around the joint. For the first few days, doctors advise rest, ice and raising the injured limb to reduce swelling. Most mild sprains heal within two to six weeks. A joint that cannot bear any weight should be X-rayed, because the bone may be broken.`,
  },
];

const epistle: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Sea turtles",
    text: `Sea turtles are reptiles that spend almost their whole lives in the ocean. Unlike land tortoises, they cannot pull their heads or flippers into their shells. Females return to the beach where they hatched to lay their eggs, often after travelling thousands of kilometres. A female digs a pit in the sand at night and lays around a hundred eggs in it. The temperature of the sand decides whether the hatchlings are male or female: warmer nests produce more females. After about two months the hatchlings dig their way out and head for the brightest horizon, which is normally the sea. Lights from hotels and roads can confuse them, so many beaches switch off lights during the nesting season.`,
  },
  {
    subject: "biology",
    title: "Cuckoos",
    text: `The common cuckoo is a brood parasite: it lays its eggs in the nests of other birds and never raises its own young. A female cuckoo watches a pair of reed warblers build their nest. While the warblers are away, she removes one of their eggs and lays one of her own in its place, which takes about ten seconds. Her egg often looks like the host's eggs, so the warblers do not notice the change. The cuckoo chick hatches first and pushes the other eggs out of the nest. The warblers then feed the chick until it is much bigger than they are. Cuckoos spend the winter in Africa and fly to Europe in spring.`,
  },
  {
    subject: "chemistry",
    title: "Ozone",
    text: `Ozone is a form of oxygen whose molecules contain three oxygen atoms instead of two. Most of it is found in the stratosphere, between about 15 and 35 kilometres above the ground, in a region called the ozone layer. The ozone layer absorbs most of the Sun's ultraviolet light, which would otherwise damage skin and crops. In the 1980s scientists discovered a large hole in the layer over Antarctica. The main cause was a group of chemicals called CFCs, which were used in fridges and spray cans. Chlorine from CFCs breaks ozone molecules apart. In 1987 the Montreal Protocol banned most of these chemicals, and the layer is slowly recovering. Near the ground, however, ozone is a pollutant that irritates the lungs.`,
  },
  {
    subject: "physics",
    title: "Microphones",
    text: `A microphone converts sound into an electrical signal. Sound waves make a thin sheet called a diaphragm vibrate. In a dynamic microphone, the diaphragm is attached to a coil of wire that sits around a magnet. When the coil moves back and forth, a small current is induced in it, and this current copies the pattern of the sound. Dynamic microphones are tough and need no power, so they are popular on stage. A condenser microphone uses the diaphragm as one plate of a capacitor instead. It needs a power supply but picks up quieter and higher sounds, which makes it a common choice in recording studios. The signal from either kind is usually too weak to use directly and must be amplified.`,
  },
  {
    subject: "earth science",
    title: "Quicksand",
    text: `Quicksand is sand that has become so full of water that it can no longer support weight. It forms where water flows upward through sand, for example near springs, riverbanks and beaches. The water pushes the grains apart, so friction between them almost disappears. When a person steps on quicksand, the mixture behaves like a liquid and they start to sink. However, quicksand is about twice as dense as the human body, so a person cannot sink completely below the surface. Struggling makes things worse because it packs the sand more tightly around the legs. The safest way to escape is to lean back, spread out the body's weight and move the legs slowly to let water flow back in.`,
  },
  {
    subject: "history",
    title: "The Library of Alexandria",
    text: `The Library of Alexandria was one of the largest libraries of the ancient world. It was founded in Egypt in the third century BC by the Ptolemies, the Greek kings who ruled the country after Alexander the Great. Its aim was to collect a copy of every book in the world. Ships arriving in the harbour were searched, and any scrolls on board were taken and copied; the owners received the copies, and the library kept the originals. At its height the library may have held hundreds of thousands of scrolls. Scholars who worked there included Euclid, whose book on geometry was used for two thousand years. The library declined slowly over several centuries, partly because later rulers cut its funding.`,
  },
  {
    subject: "history",
    title: "The Underground Railroad",
    text: `The Underground Railroad was a secret network that helped enslaved people in the southern United States escape to freedom in the 1800s. It was not a real railway. Instead, it used railway words as a code: guides were called conductors, hiding places were called stations, and the people escaping were called passengers. Most travelled at night and on foot, heading north to free states or to Canada. Harriet Tubman, who had escaped slavery herself in 1849, returned to the South about thirteen times and led around seventy people to freedom. The Fugitive Slave Act of 1850 allowed escaped people to be captured even in the North, so many continued to Canada. Historians estimate that tens of thousands of people escaped this way.`,
  },
  {
    subject: "economics",
    title: "Franchises",
    text: `A franchise is an arrangement in which one business lets another use its name, products and methods in return for fees. The company that owns the brand is called the franchisor, and the person who runs the local branch is the franchisee. The franchisee usually pays a large fee at the start and then a share of sales every month. In return, they get a well-known brand, training and national advertising. Because customers already trust the brand, a franchise is often less risky than starting a business from nothing. However, franchisees must follow strict rules about prices, suppliers and even the layout of the shop. Many fast-food chains and hotels grow mainly through franchising because it lets them expand without paying for every new branch.`,
  },
  {
    subject: "computing",
    title: "Bluetooth",
    text: `Bluetooth is a standard for sending data by radio over short distances, usually less than ten metres. It lets devices such as phones, headphones and keyboards connect without cables. Before two devices can exchange data, they must be paired, which often involves confirming a code on both screens. Bluetooth uses the same 2.4 gigahertz band as Wi-Fi. To avoid interference, it hops between 79 channels up to 1,600 times a second. Bluetooth Low Energy, introduced in 2010, uses far less power than the original version, so a fitness tracker can run for months on a small battery. The name comes from Harald Bluetooth, a Danish king who united rival tribes, just as the standard was meant to unite different devices.`,
  },
  {
    subject: "languages",
    title: "Homographs",
    text: `Homographs are words that are spelled the same but have different meanings. Some homographs are also pronounced differently, such as "lead", the metal, and "lead", to guide someone. These are called heteronyms. Others sound the same, like "bark" of a tree and the "bark" of a dog. Readers usually work out which meaning is intended from the rest of the sentence. Homographs cause problems for text-to-speech software, because the program must choose a pronunciation before it can read a word aloud. In English, a stress shift often separates a noun from a verb: "record" is stressed on the first syllable as a noun and on the second as a verb. Learners are often advised to notice these pairs when they read aloud.`,
  },
  {
    subject: "law",
    title: "Littering",
    text: `Littering is the offence of dropping rubbish in a public place and leaving it there. In many countries it includes cigarette ends, chewing gum and food packaging as well as larger items. Councils can give a person caught littering a fixed penalty notice, which is a fine that avoids a court case if it is paid within a set time. If the fine is not paid, the person may be prosecuted and can face a much larger fine. Dumping large amounts of waste, such as old furniture, is a separate and more serious offence called fly-tipping. Local authorities spend large sums clearing litter each year, which is why some cities use cameras to catch people who dump rubbish.`,
  },
  {
    subject: "medicine",
    title: "Frostbite",
    text: `Frostbite is damage to the skin and the tissue beneath it caused by freezing. It usually affects the fingers, toes, nose and ears, because these parts are furthest from the heart and lose heat fastest. In the cold, blood vessels in the skin narrow to keep the body's core warm, which reduces the blood supply to these areas. The first stage, called frostnip, makes the skin pale and numb but causes no lasting harm. In severe frostbite, ice crystals form inside the tissue and the skin may turn black. Frostbitten skin should be warmed gently in warm, not hot, water. It should not be rubbed, because rubbing can damage the frozen tissue further.`,
  },
];

const memo: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Squirrels",
    text: `Grey squirrels are rodents that live in woods, parks and gardens. In autumn a squirrel buries thousands of nuts and acorns, one at a time, in small holes spread across its territory. This habit is called scatter hoarding. Squirrels find many of their stores again in winter by memory and by smell, but they forget a large share of them. The forgotten nuts often grow into new trees, so squirrels help forests spread. A squirrel that thinks it is being watched will sometimes dig a hole and pretend to bury a nut, which fools other animals that might steal it. The grey squirrel was brought to Britain from North America in the nineteenth century and has since replaced the native red squirrel in most of England.`,
  },
  {
    subject: "biology",
    title: "Krill",
    text: `Krill are small shrimp-like animals, usually about five centimetres long, that live in huge swarms in the open ocean. Antarctic krill feed on tiny algae called phytoplankton, which they filter from the water with their feathery legs. Because they are so numerous, krill are a main food source for whales, seals, penguins and many fish. A blue whale can eat around four tonnes of krill in a single day. Krill swim down to deep water during the day and rise towards the surface at night, probably to avoid being seen by predators. As the sea ice around Antarctica shrinks, there are fewer algae under the ice for young krill to eat, and scientists worry that krill numbers are falling.`,
  },
  {
    subject: "chemistry",
    title: "Helium",
    text: `Helium is the second lightest element and the second most common element in the universe, but it is rare on Earth. It is a noble gas, which means its atoms have a full outer shell of electrons and almost never react with other substances. Helium was first detected in 1868 in the light from the Sun, before it was found on Earth, and it is named after the Greek word for the Sun, helios. Most helium is extracted from natural gas, where it forms slowly from the radioactive decay of uranium and thorium in rocks. Because it is lighter than air and does not burn, it is used to fill balloons and airships. Liquid helium is extremely cold and is used to cool the magnets in MRI scanners.`,
  },
  {
    subject: "physics",
    title: "Pressure cookers",
    text: `A pressure cooker is a sealed pot that cooks food faster than an open pan. At normal air pressure, water boils at 100 degrees Celsius, and the temperature of boiling water cannot rise above this. In a pressure cooker, the steam cannot escape, so the pressure inside rises to about twice the normal value. At this higher pressure, water boils at around 120 degrees Celsius. The hotter water cooks food in about a third of the usual time. A valve in the lid lets out steam if the pressure becomes too high, which stops the pot from exploding. The same effect works in reverse on a high mountain, where the air pressure is low and water boils below 100 degrees Celsius, so food takes longer to cook.`,
  },
  {
    subject: "earth science",
    title: "Aquifers",
    text: `An aquifer is a layer of rock, sand or gravel underground that holds water and lets it flow. Rain soaks into the ground and trickles down until it reaches rock that water cannot pass through. The water then fills the gaps between grains above that rock. The top of this saturated zone is called the water table. People reach the water by drilling wells, and in many dry countries aquifers supply most of the drinking water. If water is pumped out faster than rain can refill the aquifer, the water table falls and wells run dry. In some cities, such as Mexico City, heavy pumping has made the ground above the aquifer sink by several metres.`,
  },
  {
    subject: "history",
    title: "The Oregon Trail",
    text: `The Oregon Trail was a route of about 3,500 kilometres that carried settlers from Missouri to the Oregon Territory in the nineteenth century. Between 1840 and 1860 around 300,000 people made the journey, most of them farming families hoping for cheap land in the west. They travelled in covered wagons pulled by oxen, and the trip usually took four to six months. Families set out in spring so that they could cross the western mountains before the snow came. Disease was the greatest danger: cholera killed far more travellers than accidents or fighting. The trail became less important after 1869, when the first railway across the continent was finished.`,
  },
  {
    subject: "history",
    title: "Pompeii",
    text: `Pompeii was a Roman town near the Bay of Naples in southern Italy. In AD 79 the volcano Mount Vesuvius erupted and buried the town under several metres of ash and pumice. Many of the people who stayed behind were killed by a cloud of hot gas and ash that swept through the streets. The ash preserved buildings, paintings and even loaves of bread for more than 1,500 years. Excavations began in 1748 and are still going on today. Archaeologists poured plaster into the hollows left in the ash by bodies, which produced casts that show the victims' final positions. A Roman writer called Pliny the Younger watched the eruption from across the bay and described it in two letters.`,
  },
  {
    subject: "economics",
    title: "Subscriptions",
    text: `A subscription is an arrangement in which a customer pays a regular fee, often every month, for continued access to a product or service. Streaming services, software and even razors are now sold this way. For a business, subscriptions bring a steady and predictable income, which makes planning easier than relying on one-off sales. Firms measure how many customers cancel each month, a figure known as the churn rate. Keeping an existing customer is usually cheaper than finding a new one, so companies offer discounts to people who try to cancel. Many firms give a free trial that turns into a paid plan automatically, because some customers forget to cancel before the trial ends.`,
  },
  {
    subject: "computing",
    title: "Undo and redo",
    text: `Most editing programs let users undo their last action and redo it again. The program keeps a list of recent actions, called the undo stack, with the newest action on top. When the user presses undo, the program removes the top action from the stack and reverses it. The reversed action is placed on a second list, the redo stack, so that it can be repeated. Making any new change clears the redo stack, because the old future no longer fits the new history. Programs limit how many actions they remember, since every stored action uses memory. The keyboard shortcut Ctrl+Z for undo was made popular by the Apple Lisa and Macintosh computers in the early 1980s.`,
  },
  {
    subject: "languages",
    title: "Rhyme",
    text: `Two words rhyme when their last stressed vowel and every sound after it are the same, as in "light" and "night". Rhyme depends on sound rather than spelling, so "through" rhymes with "shoe" but not with "rough". A perfect rhyme matches these sounds exactly, while a half rhyme matches only some of them, as in "worm" and "swarm". Poets use rhyme to make lines easier to remember and to give a poem a musical pattern. The pattern of rhymes in a poem is written with letters: in the scheme ABAB, the first line rhymes with the third and the second with the fourth. Some languages, such as Italian, rhyme easily because many of their words end in vowels.`,
  },
  {
    subject: "law",
    title: "Dangerous dogs",
    text: `In England and Wales, the Dangerous Dogs Act 1991 makes it a crime to let any dog be dangerously out of control. A dog counts as out of control if it injures someone or makes a person worried that it will injure them. The law applies in public places and also in private ones, such as the owner's own home. The Act also bans certain types of dog completely, including the pit bull terrier. Owning a banned dog is illegal unless a court has added it to an official list of exempted dogs. An exempted dog must be kept on a lead and muzzled in public, and its owner must have insurance. If a dog kills a person, its owner can be sent to prison for up to fourteen years.`,
  },
  {
    subject: "medicine",
    title: "Blisters",
    text: `A blister is a small pocket of fluid that forms between the upper layers of the skin. The most common cause is friction, for example from a new shoe rubbing against the heel on a long walk. The rubbing separates the top layer of skin from the layers below, and the space fills with a clear fluid called serum. This fluid cushions the damaged skin underneath and protects it while it heals. Doctors advise leaving a blister unbroken, because the skin over it keeps germs out. A blister that bursts should be covered with a dressing until it heals. Burns, frostbite and some infections, such as chickenpox, can also cause blisters. Wearing well-fitting shoes and thick socks helps to prevent them.`,
  },
];

const letter: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Slugs and snails",
    text: `Slugs and snails are molluscs that move on a single muscular foot. The foot produces a layer of slime, which reduces friction and lets the animal glide over rough ground. Snails carry a coiled shell that they can retreat into when they are threatened or when the weather is dry. Slugs have no outer shell, so they must stay in damp places to avoid drying out. Most garden snails feed on living plants, and many gardeners see them as pests. Their mouths contain a radula, a tongue covered in thousands of tiny teeth, which scrapes food into small pieces. Many snails are hermaphrodites, which means each animal has both male and female organs.`,
  },
  {
    subject: "biology",
    title: "Orchids",
    text: `Orchids are one of the largest families of flowering plants, with more than 25,000 species. Many tropical orchids are epiphytes: they grow on the branches of trees rather than in soil and take water from rain and the humid air. Orchid seeds are as fine as dust and contain almost no stored food. To germinate, a seed must be infected by a particular fungus, which supplies it with sugars. Some orchids trick insects into pollinating them. The bee orchid has a flower that looks and smells like a female bee, so male bees try to mate with it and carry its pollen away. Vanilla comes from the seed pods of a climbing orchid.`,
  },
  {
    subject: "chemistry",
    title: "Swimming pool chlorine",
    text: `Chlorine is added to swimming pools to kill bacteria and other germs. When chlorine dissolves in water, it forms hypochlorous acid, which attacks the cell walls of microorganisms. The strong smell that people notice at indoor pools is not caused by clean chlorine itself. It comes from chloramines, which form when chlorine reacts with sweat and urine from swimmers. Sunlight breaks down chlorine quickly, so outdoor pools need more of it on sunny days. Pool staff test the water several times a day and keep its pH between 7.2 and 7.8. If the water becomes too acidic, it can sting the eyes and corrode metal fittings.`,
  },
  {
    subject: "physics",
    title: "Bicycle gears",
    text: `Gears on a bicycle change how far the rear wheel turns for each turn of the pedals. The chain connects a toothed ring at the pedals, called a chainring, to a cluster of smaller rings on the rear wheel, called sprockets. When the chain is on a large chainring and a small sprocket, each push of the pedals turns the wheel many times. This high gear is good for speed on flat roads but needs a lot of force. A low gear, with the chain on a small chainring and a large sprocket, makes pedalling easier when climbing hills. The rider does the same amount of work either way, but a low gear spreads it over more turns of the pedals.`,
  },
  {
    subject: "earth science",
    title: "Geothermal energy",
    text: `Geothermal energy is heat that comes from inside the Earth. Much of this heat is produced by the slow radioactive decay of elements in the rocks of the crust and mantle. In volcanic regions, hot rock lies close to the surface and heats water underground. Power stations drill wells to bring the hot water and steam to the surface, where the steam spins turbines to generate electricity. Iceland produces about a quarter of its electricity this way and heats most of its homes with geothermal water. Unlike wind and solar power, geothermal plants can run day and night. The first geothermal power station was built at Larderello in Italy in 1904.`,
  },
  {
    subject: "history",
    title: "The Easter Rising",
    text: `The Easter Rising was an armed rebellion against British rule in Ireland that began on Easter Monday, 24 April 1916. About 1,200 rebels occupied important buildings in Dublin, including the General Post Office, where Patrick Pearse read out a proclamation of an Irish republic. The British army brought in thousands of soldiers and artillery, and the rebels surrendered after six days. Much of the centre of Dublin was damaged in the fighting. At first many Dubliners opposed the rising, but the execution of fifteen of its leaders in May 1916 turned public opinion towards the rebels. Within a few years, support for independence had grown across most of Ireland.`,
  },
  {
    subject: "history",
    title: "The Vasa",
    text: `The Vasa was a Swedish warship that sank on its first voyage in 1628. King Gustavus Adolphus wanted a powerful ship for his war against Poland, and the Vasa carried 64 bronze cannons on two gun decks. Too much of its weight was high up, and the hull did not have enough ballast in the bottom to balance it. After sailing only about 1,300 metres, the ship leaned over in a gust of wind, water poured in through the open gun ports, and it sank in Stockholm harbour. About 30 people died. The cold, brackish water of the Baltic preserved the wooden hull, and the ship was raised in 1961. It is now displayed in a museum in Stockholm.`,
  },
  {
    subject: "economics",
    title: "Second-hand markets",
    text: `A second-hand market is a market in which goods that have already been owned are sold again. Used cars, clothes, books and phones are all commonly resold. Second-hand goods are usually cheaper than new ones, because they have lost some of their value through use and age, a process known as depreciation. Buyers face a risk, since the seller usually knows more about the item's faults than they do. Economists call this asymmetric information. Websites that let buyers rate sellers help to reduce this risk. Reselling goods also keeps them in use for longer, which can reduce waste and the demand for new products.`,
  },
  {
    subject: "computing",
    title: "Semantic versioning",
    text: `Semantic versioning is a way of numbering software releases with three numbers, such as 2.4.1. The first number is the major version, the second the minor version and the third the patch version. A developer increases the patch number after fixing bugs without changing how the software is used. Adding new features that do not break existing code raises the minor number. The major number goes up when a change is incompatible with earlier versions, so programs that depend on the software may need to be updated. Package managers read these numbers to decide which updates are safe to install automatically. Version 1.0.0 usually marks the first stable release.`,
  },
  {
    subject: "languages",
    title: "Accents",
    text: `An accent is a way of pronouncing a language that is shared by a group of speakers. Everyone speaks with an accent, including speakers of the standard form of a language. Accents differ mainly in their vowel sounds, their rhythm and which consonants are pronounced. In many accents of England, the "r" at the end of a word such as "car" is not pronounced, while most accents in Scotland and the United States keep it. Accents usually come from the region where a person grew up, but they can also change over a lifetime. Children often pick up the accent of their friends rather than that of their parents.`,
  },
  {
    subject: "law",
    title: "Neighbours' trees",
    text: `In England and Wales, a person may cut back branches or roots from a neighbour's tree that cross onto their own land. They may cut only up to the boundary and must not enter the neighbour's land without permission. The cuttings belong to the tree's owner and should be offered back to them. Trees that are protected by a tree preservation order cannot be cut without the council's consent, and breaking such an order can lead to a fine. A person cannot demand that a neighbour's tree be cut down simply because it blocks their view. If a high hedge blocks light to a home, the owner can complain to the local council.`,
  },
  {
    subject: "medicine",
    title: "Warts",
    text: `A wart is a small, rough growth on the skin caused by a virus called the human papillomavirus. The virus infects the top layer of skin and makes its cells grow faster than normal. Warts spread through direct contact with a wart or with surfaces such as the floors of changing rooms. A verruca is a wart on the sole of the foot; because body weight presses on it, it often grows inwards and can be painful. Most warts disappear on their own within two years, as the immune system learns to fight the virus. Treatments include freezing the wart with liquid nitrogen and applying creams that contain salicylic acid.`,
  },
];

const postcard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Moles",
    text: `Moles are small mammals that spend almost their whole lives underground. Their front feet are broad and turned outwards, with strong claws that work like shovels. A mole digs a network of tunnels and pushes the loose soil up to the surface, which forms the heaps known as molehills. Moles have tiny eyes and can tell little more than light from dark. Instead, they find food with a sensitive snout that is covered in touch receptors. Their main food is earthworms, which fall into the tunnels as they move through the soil. In autumn a mole may bite the heads off worms and store them alive in a larder, because a worm without its head cannot crawl away. A European mole weighs about 100 grams but can dig up to 20 metres of tunnel in a day.`,
  },
  {
    subject: "biology",
    title: "Sunflowers",
    text: `The sunflower is a tall annual plant that is native to North America. What looks like a single large flower is in fact a head made of hundreds of tiny flowers called florets. The florets in the centre produce the seeds, while the yellow petals around the edge attract bees and other pollinators. Young sunflowers turn to face the Sun during the day, a movement called heliotropism. The stem grows faster on its shaded side, which bends the bud towards the light. Once the flower head opens, it stops moving and usually faces east. Facing the morning Sun warms the head, and warm flowers receive more visits from bees. Sunflower seeds are pressed to make cooking oil, and the largest producers are Russia and Ukraine.`,
  },
  {
    subject: "chemistry",
    title: "Hydrogen peroxide",
    text: `Hydrogen peroxide is a compound of hydrogen and oxygen with the formula H2O2. It looks like water but is a strong oxidising agent. Over time it slowly decomposes into water and oxygen gas, and light and heat speed up this reaction. For this reason it is sold in dark bottles and kept in a cool place. When hydrogen peroxide is poured on a cut, it fizzes because an enzyme in blood called catalase breaks it down rapidly. Dilute solutions of about 3 % are used to clean wounds and to bleach hair. Concentrated hydrogen peroxide has been used as a rocket fuel, since its decomposition releases a large amount of heat and gas. Louis Jacques Thénard first made the compound in 1818.`,
  },
  {
    subject: "physics",
    title: "Induction hobs",
    text: `An induction hob heats a pan directly instead of heating the cooking surface first. Under the glass top is a coil of copper wire that carries an alternating current. The changing current produces a changing magnetic field, which induces electric currents in the base of the pan. These currents, called eddy currents, heat the metal because of its resistance. The pan must be made of a magnetic material such as cast iron or some kinds of steel, so aluminium and glass pans do not work unless they have a special base. Because little heat is lost to the air, induction hobs waste less energy than gas or electric rings. The glass stays fairly cool, although it is warmed by the hot pan that sits on it.`,
  },
  {
    subject: "earth science",
    title: "Rip currents",
    text: `A rip current is a strong, narrow flow of water that runs away from the shore. Breaking waves push water up the beach, and that water must find a way back out to sea. It often returns through a gap in a sandbar or along a channel, where it can flow faster than an Olympic swimmer. Rip currents are hard to see, but they can show up as a calm strip of darker water between breaking waves. A swimmer caught in a rip is pulled out to sea, not under the water. Experts advise swimmers not to fight the current by swimming straight back to the beach. Instead, they should swim parallel to the shore until they are out of the current, or float and signal for help. Most beach rescues by lifeguards involve rip currents.`,
  },
  {
    subject: "history",
    title: "The Salem witch trials",
    text: `The Salem witch trials took place in colonial Massachusetts in 1692 and 1693. The trouble began when several young girls in Salem Village had fits that a local doctor could not explain. The girls accused neighbours of bewitching them, and more than 200 people were eventually accused of witchcraft. A special court heard the cases and accepted spectral evidence, which was testimony that the accused person's spirit had appeared in a dream or vision. Nineteen people were hanged, and a man named Giles Corey was pressed to death with heavy stones because he refused to enter a plea. As doubts grew, the governor, William Phips, dissolved the court in October 1692. In 1711 the colony passed a law that restored the good names of many of the accused.`,
  },
  {
    subject: "history",
    title: "The Dead Sea Scrolls",
    text: `The Dead Sea Scrolls are ancient Jewish manuscripts that were found in caves near the Dead Sea between 1947 and 1956. The first scrolls were discovered by Bedouin shepherds searching for a lost goat near a site called Qumran. Most of the texts were written between the third century BC and the first century AD. They include the oldest known copies of books of the Hebrew Bible, about a thousand years older than any copies known before. Most of the scrolls are made of animal skin, and a few are made of papyrus or copper. The dry climate of the desert caves preserved them for around two thousand years. Many of the scrolls are now kept in the Shrine of the Book, part of the Israel Museum in Jerusalem.`,
  },
  {
    subject: "economics",
    title: "Tipping",
    text: `A tip is a sum of money that a customer gives to a worker on top of the price of a service. Tipping is common for waiters, taxi drivers and hairdressers, but customs vary widely between countries. In the United States, diners usually leave 15 to 20 % of the bill, and many restaurant workers depend on tips because their basic wage is low. In Japan, tipping is rare and can even be seen as rude. Economists find tipping puzzling, since a customer who will never return has no selfish reason to pay extra. One explanation is social pressure: people tip to avoid feeling guilty or looking mean. Studies have found that the size of a tip depends only weakly on the quality of the service.`,
  },
  {
    subject: "computing",
    title: "Load balancers",
    text: `A load balancer is a device or program that shares incoming requests among several servers. Without one, a busy website could send all its traffic to a single machine, which would slow down or fail. The simplest method is round robin, in which each new request goes to the next server in the list. A smarter method sends each request to the server with the fewest active connections. The load balancer also runs health checks, sending small test requests to each server at regular intervals. If a server stops answering, it is removed from the list until it recovers. Because users never connect to the servers directly, the site can add more servers when demand rises without changing its address.`,
  },
  {
    subject: "languages",
    title: "Euphemisms",
    text: `A euphemism is a mild or indirect word used in place of one that might seem harsh or unpleasant. People often use euphemisms when they talk about death, illness, money or the body. Saying that someone "passed away" instead of "died" is a common example. Companies use euphemisms too, for instance calling job cuts "downsizing" or "restructuring". Over time a euphemism can take on the unpleasant meaning of the word it replaced, and then a new euphemism is needed. Linguists call this process the euphemism treadmill, a term made popular by Steven Pinker in the 1990s. The opposite of a euphemism is a dysphemism, a deliberately harsh or rude word used instead of a neutral one.`,
  },
  {
    subject: "law",
    title: "Cycling on pavements",
    text: `In England and Wales, it is an offence to ride a bicycle on a pavement beside a road. The rule comes from the Highway Act 1835, which was written when the main traffic was horses and carts. A police officer may give a cyclist a fixed penalty notice, which usually means a fine of 50 pounds. Government guidance says that officers should use discretion, since some cyclists ride on the pavement because they are afraid of heavy traffic. Children under the age of ten cannot be prosecuted for the offence, because they are below the age of criminal responsibility. Cyclists may ride on a pavement where signs show that it is a shared path for walking and cycling.`,
  },
  {
    subject: "medicine",
    title: "Head lice",
    text: `Head lice are tiny wingless insects that live in human hair and feed on blood from the scalp. They are most common in children aged four to eleven. Lice cannot jump or fly, so they spread by crawling from one head to another when heads touch. A female louse glues her eggs to hairs close to the scalp, and the empty egg cases left after hatching are called nits. Head lice are not caused by dirty hair, and they are not dangerous, although their bites can make the scalp itch. They can be removed by combing wet hair with a special fine-toothed comb every few days for two weeks. Medicated lotions are also available, but lice in some areas have become resistant to the older treatments.`,
  },
];

const telegram: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Barnacles",
    text: `Barnacles are small crustaceans that spend their adult lives fixed to rocks, ships and even whales. A young barnacle begins life as a swimming larva that drifts in the plankton. When it finds a suitable surface, it glues itself down head first with a cement that it makes in special glands. It then builds a hard shell of chalky plates around its body. To feed, a barnacle opens the top of its shell and sweeps the water with feathery legs called cirri, which catch tiny bits of food. Because barnacles cannot move to find a mate, many of them have extremely long penises that can reach neighbours several centimetres away. Barnacles on the hulls of ships slow them down and increase the fuel they burn.`,
  },
  {
    subject: "biology",
    title: "Bamboo",
    text: `Bamboo is a group of grasses with tall, woody stems. Some species are among the fastest-growing plants in the world and can grow almost a metre in a single day. The stems, called culms, are hollow and divided into sections by solid joints known as nodes. A bamboo plant spreads through underground stems called rhizomes, which send up new shoots. Many bamboo species flower only once every few decades, and all the plants of one species may flower at the same time and then die. In China, giant pandas eat almost nothing but bamboo, and they must spend up to 14 hours a day feeding because bamboo is so low in nutrients. Bamboo is used for building, furniture and paper.`,
  },
  {
    subject: "chemistry",
    title: "Ammonia",
    text: `Ammonia is a colourless gas with a sharp smell and the formula NH3. It is made on a large scale by the Haber process, in which nitrogen from the air reacts with hydrogen. The reaction is carried out at about 450 °C and a pressure of around 200 atmospheres, with an iron catalyst to speed it up. The reaction is reversible, so some of the ammonia breaks down again into nitrogen and hydrogen. Most of the ammonia produced is used to make fertilisers, which have greatly increased the amount of food that farms can grow. Fritz Haber developed the process in 1909, and Carl Bosch turned it into an industrial method. Ammonia dissolves easily in water to form an alkaline solution.`,
  },
  {
    subject: "physics",
    title: "Kites",
    text: `A kite flies because moving air pushes on its surface. The kite is held at an angle to the wind by a line called the bridle, which is attached to the flying line. Air striking the underside of the kite is deflected downwards, and the air pushes the kite up and back in return. This upward force is called lift, while the backward push is called drag. The tension in the string holds the kite in place against these forces. A tail adds weight and drag at the bottom of the kite, which keeps it pointing into the wind and stops it from spinning. If the wind drops, the lift becomes smaller than the weight of the kite, and the kite falls.`,
  },
  {
    subject: "earth science",
    title: "Jet streams",
    text: `Jet streams are narrow bands of very strong wind that blow high in the atmosphere, about 9 to 16 kilometres above the ground. They form along the boundaries between warm and cold air masses, where the difference in temperature is greatest. Because the Earth spins, the winds are turned so that they blow mainly from west to east. Wind speeds in a jet stream often exceed 200 kilometres per hour. Airlines use the jet streams to save fuel on eastbound flights, which is why a flight from New York to London is usually shorter than the return journey. The path of the polar jet stream also steers storms, so a change in its position can bring a spell of unusual weather.`,
  },
  {
    subject: "history",
    title: "The Peasants' Revolt",
    text: `The Peasants' Revolt was an uprising in England in 1381. After the Black Death had killed a large part of the population, workers were in short supply and demanded higher wages, but Parliament passed laws to keep wages at their old levels. The immediate cause of the revolt was a poll tax, a tax charged at the same rate on every adult, rich or poor. Rebels from Kent and Essex marched on London, led by Wat Tyler. They burned the palace of John of Gaunt and killed the Archbishop of Canterbury. The young King Richard II, who was only 14, met the rebels at Smithfield, where Tyler was killed. The king promised reforms, but once the rebels had gone home, the promises were broken.`,
  },
  {
    subject: "history",
    title: "The Boxer Rebellion",
    text: `The Boxer Rebellion was an uprising in northern China between 1899 and 1901. It was led by a secret society known in English as the Boxers, because its members practised martial arts that they believed made them immune to bullets. The Boxers opposed foreign influence in China and attacked foreign missionaries and Chinese Christians. In June 1900 they besieged the foreign embassies in Beijing. An army of about 20,000 soldiers from eight nations, including Japan, Russia, Britain and the United States, marched to Beijing and ended the siege after 55 days. China was forced to pay huge sums to the foreign powers, which weakened the Qing dynasty further.`,
  },
  {
    subject: "economics",
    title: "Counterfeit money",
    text: `Counterfeit money is fake currency made to look like the real thing. Counterfeiting harms an economy because it reduces the value of genuine money and makes people less willing to accept cash. Whoever is left holding a fake note when it is discovered loses its full value, since banks will not exchange it for a real one. To make forgery harder, central banks print notes with security features such as watermarks, metallic threads and holograms. Many countries have replaced paper notes with polymer ones, which are harder to copy and last longer. Shop staff can check a note with an ultraviolet lamp, because genuine notes are printed on paper that does not glow under ultraviolet light.`,
  },
  {
    subject: "computing",
    title: "Autosave",
    text: `Autosave is a feature that stores a user's work automatically, without the user having to press save. Most programs with autosave write a copy of the document at regular intervals, for example every few minutes, or after every change. If the program crashes or the power fails, the user can recover the last saved version when the program starts again. Some online editors save every keystroke to a server, so there is no separate save button at all. Autosave can also cause problems: a user who changes a file by mistake may find that the original has already been overwritten. For this reason, many programs also keep a version history, which lets the user go back to an earlier copy.`,
  },
  {
    subject: "languages",
    title: "Irregular plurals",
    text: `Most English nouns form their plural by adding "-s" or "-es", as in "cats" and "boxes". Irregular plurals do not follow this rule. Some change the vowel in the middle of the word, such as "foot" and "feet" or "mouse" and "mice"; these forms survive from Old English. A few nouns add "-en", as in "children" and "oxen". Other nouns keep their foreign plurals: "cactus" becomes "cacti" and "phenomenon" becomes "phenomena", because they were borrowed from Latin and Greek. Some nouns, such as "sheep" and "deer", have the same form in the singular and the plural. Over time, many irregular plurals have become regular, and speakers now often say "cactuses" instead of "cacti".`,
  },
  {
    subject: "law",
    title: "Fishing licences",
    text: `In England and Wales, anyone aged 13 or over needs a rod fishing licence to fish for salmon, trout, freshwater fish or eels with a rod and line. The licence is issued by the Environment Agency, and the money it raises pays for work to protect fish stocks and improve rivers. Children under 13 may fish without a licence. A licence does not give the right to fish anywhere: anglers also need permission from the owner of the water, which is often a fishing club. Fishing without a licence is a criminal offence, and anglers can be fined up to 2,500 pounds. Water bailiffs patrol rivers and lakes and can ask anglers to show their licence. There is no close season for fishing at sea.`,
  },
  {
    subject: "medicine",
    title: "Cold sores",
    text: `Cold sores are small blisters that appear on or around the lips. They are caused by the herpes simplex virus, which most people catch in childhood. After the first infection, the virus stays in the body for life, lying dormant in the nerves. It can be reactivated by triggers such as stress, tiredness, strong sunlight or another illness. A cold sore often begins with a tingling or burning feeling, and blisters appear a day or two later. The blisters burst, crust over and usually heal within ten days without leaving a scar. Cold sores are most contagious when the blisters have burst, so people should avoid kissing and sharing towels at that time. Antiviral creams can shorten an outbreak if they are used as soon as the tingling starts.`,
  },
];

const pamphlet: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Lobsters",
    text: `Lobsters are large marine crustaceans with a hard outer skeleton and ten legs, the front two of which carry claws. The larger claw, called the crusher, breaks open shells, while the smaller cutter claw tears soft flesh. To grow, a lobster must shed its whole shell, a process called moulting. After moulting, the lobster hides for several weeks until its new shell has hardened, because it is soft and easy to attack. Lobsters smell with tiny hairs on their short antennae and taste with hairs on their legs. A female can carry thousands of eggs under her tail for up to a year before they hatch. Live lobsters are usually greenish brown; they turn red only when they are cooked.`,
  },
  {
    subject: "biology",
    title: "Dandelions",
    text: `The dandelion is a common plant with bright yellow flowers and leaves with deep, toothed edges. Its name comes from the French "dent de lion", meaning lion's tooth, after the shape of the leaves. Each flower head is made of up to 200 tiny flowers called florets. After flowering, the head closes and reopens as a round ball of seeds known as a clock. Every seed hangs from a tiny parachute of fine hairs, which lets the wind carry it several kilometres. Dandelions have a long taproot that stores food, so a plant can regrow if only its leaves are pulled up. Many dandelions produce seeds without being pollinated, so each seed is a clone of its parent.`,
  },
  {
    subject: "chemistry",
    title: "Carbon monoxide",
    text: `Carbon monoxide is a poisonous gas made of one carbon atom and one oxygen atom. It forms when fuels such as gas, oil, coal or wood burn without enough oxygen, a reaction called incomplete combustion. The gas has no colour, smell or taste, so people cannot tell that they are breathing it. Carbon monoxide is dangerous because it binds to haemoglobin in red blood cells more than 200 times as strongly as oxygen does. The blood then carries less oxygen to the organs, and the victim may feel tired, dizzy and sick before losing consciousness. Faulty boilers and blocked chimneys are common causes of poisoning at home. A carbon monoxide alarm sounds when the level of the gas in the air becomes dangerous.`,
  },
  {
    subject: "physics",
    title: "Pulleys",
    text: `A pulley is a wheel with a groove around its rim that holds a rope or a cable. A single fixed pulley changes the direction of a force: pulling down on the rope lifts the load up. It does not reduce the force needed, because the effort equals the weight of the load. When several pulleys are combined in a block and tackle, the load hangs from more than one section of rope. Each section carries part of the weight, so a smaller effort can lift a heavy load. The trade-off is distance: to raise the load by one metre with four supporting sections, the person must pull four metres of rope. Cranes, lifts and flagpoles all use pulleys.`,
  },
  {
    subject: "earth science",
    title: "Ice ages",
    text: `An ice age is a long period in which ice sheets cover large parts of the continents. During the last ice age, which ended about 11,700 years ago, ice more than three kilometres thick covered much of North America and northern Europe. Sea levels were about 120 metres lower than today, because so much water was locked up in the ice. This exposed land bridges, such as the one between Siberia and Alaska, which early humans crossed. Ice ages are thought to be triggered by regular changes in the Earth's orbit and tilt, which alter how much sunlight reaches high latitudes in summer. Scientists study air bubbles trapped in ancient ice to find out what the climate was like.`,
  },
  {
    subject: "history",
    title: "The Luddites",
    text: `The Luddites were English textile workers who destroyed machinery in protest between 1811 and 1816. They took their name from Ned Ludd, a young weaver who, according to legend, had smashed two knitting frames. New machines such as power looms allowed factory owners to employ fewer skilled workers and pay lower wages. The Luddites broke into mills at night and wrecked the frames, often sending threatening letters to owners first. The government sent thousands of soldiers to the affected areas, and Parliament made machine breaking a crime punishable by death. After a mass trial in York in 1813, many Luddites were hanged or transported to Australia. Today the word "Luddite" is used for anyone who opposes new technology.`,
  },
  {
    subject: "history",
    title: "The Berlin Conference",
    text: `The Berlin Conference was a meeting of European powers held in 1884 and 1885 to agree rules for dividing Africa among themselves. It was called by the German chancellor, Otto von Bismarck, to prevent conflict between the colonial powers. No African rulers were invited. The conference decided that a European country could claim an area of Africa only if it actually occupied it and informed the other powers. This rule set off a rush to occupy land, often called the Scramble for Africa. By 1914, almost all of Africa was under European control, apart from Ethiopia and Liberia. Many of the borders drawn at that time ignored the lands of existing peoples and still divide them today.`,
  },
  {
    subject: "economics",
    title: "Price caps",
    text: `A price cap is a legal limit on how much a firm may charge for a good or service. Governments often use price caps for essential services such as energy, water and public transport, where one or a few firms dominate the market. A cap protects consumers from high prices, but if it is set below the cost of supplying the good, firms may stop selling it, which causes shortages. Some regulators set the cap with a formula that lets prices rise with inflation minus an amount for expected efficiency gains. In Britain, the energy regulator Ofgem has capped the price of household gas and electricity since 2019. The cap is reviewed every three months to follow changes in wholesale prices.`,
  },
  {
    subject: "computing",
    title: "Keyboard shortcuts",
    text: `A keyboard shortcut is a combination of keys that performs a command without using the mouse. Most shortcuts hold down a modifier key, such as Ctrl on Windows or Command on a Mac, while pressing a letter. Ctrl+C copies the selected text and Ctrl+V pastes it, because C and V sit next to each other at the bottom left of the keyboard. Shortcuts save time because the hands stay on the keyboard. They also help people who cannot use a mouse, such as some users with motor impairments. Many programs let users create their own shortcuts. The shortcut Ctrl+Alt+Delete was designed by David Bradley at IBM in the early 1980s.`,
  },
  {
    subject: "languages",
    title: "Slang",
    text: `Slang is very informal language, usually spoken rather than written, that is used by a particular group of people. Young people often create slang to show that they belong to a group and to separate themselves from adults. Most slang words fall out of use within a few years, but some become part of the standard language: "mob" and "bus" both began as slang. Slang often changes the meaning of an existing word, such as "cool" meaning good, or shortens a longer one. Dictionaries add new slang words only after they have been used widely for some time. Because slang is linked to a time and a group, it can make writing sound dated or unsuitable for formal situations.`,
  },
  {
    subject: "law",
    title: "Cooling-off periods",
    text: `A cooling-off period is a time after a purchase during which the buyer can cancel the contract without giving a reason. In the United Kingdom, people who buy goods online, by phone or by mail order usually have 14 days to cancel. The period starts on the day after the goods arrive, and the buyer then has another 14 days to send them back. The seller must refund the price, including the cost of standard delivery, within 14 days of receiving the goods. Some items are not covered, such as made-to-measure clothes, perishable food and sealed goods that have been opened for health reasons. The cooling-off period exists because buyers cannot see or handle the goods before they buy them.`,
  },
  {
    subject: "medicine",
    title: "Varicose veins",
    text: `Varicose veins are swollen, twisted veins that can be seen just under the skin, usually in the legs. Veins contain small valves that stop blood flowing backwards as it returns to the heart. If the valves become weak or damaged, blood collects in the veins and makes them swell. Varicose veins are more common in women, in older people and in people who stand for long periods at work. Pregnancy increases the risk, because the volume of blood rises and the womb presses on the veins of the pelvis. Many people have no symptoms, but the legs may ache or feel heavy. Wearing compression stockings can relieve the symptoms, and severe cases can be treated by sealing the vein with heat.`,
  },
];

const leaflet: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Cicadas",
    text: `Cicadas are insects known for the loud buzzing songs that males make in summer. The sound comes from a pair of ribbed membranes called tymbals on the sides of the abdomen, which the male buckles rapidly with muscles. A hollow abdomen acts as a resonating chamber and makes the sound louder. Cicada nymphs live underground for years, sucking sap from tree roots. Some North American species, known as periodical cicadas, spend exactly 13 or 17 years below ground before emerging together in huge numbers. Emerging in such numbers means that predators cannot eat them all, so many survive to breed. After climbing a tree, the nymph sheds its skin for the last time and becomes a winged adult.`,
  },
  {
    subject: "biology",
    title: "Mistletoe",
    text: `Mistletoe is a plant that grows on the branches of trees such as apple, poplar and lime. It is a hemiparasite: it has green leaves and makes some of its own food by photosynthesis, but it takes water and minerals from its host. Mistletoe sends a special root, called a haustorium, into the branch to reach the tree's water-carrying tissue. Birds such as the mistle thrush eat the sticky white berries. The seeds pass through the bird or are wiped off its beak onto a branch, where they stick and germinate. A heavy growth of mistletoe can weaken a tree, but it rarely kills it. In many countries people hang mistletoe as a decoration at Christmas.`,
  },
  {
    subject: "chemistry",
    title: "Silver tarnish",
    text: `Tarnish is the dark layer that forms on the surface of silver over time. It is mostly silver sulfide, which forms when silver reacts with sulfur compounds in the air, such as hydrogen sulfide. Foods such as eggs and onions release sulfur compounds, so silver cutlery tarnishes faster after contact with them. Tarnish can be polished away, but polishing also removes a thin layer of silver each time. Another method uses aluminium foil, baking soda and hot water: the silver sulfide reacts with the aluminium and turns back into silver. Storing silver in airtight bags slows tarnishing, because less sulfur in the air can reach the metal. Pure gold does not tarnish, because it does not react with sulfur.`,
  },
  {
    subject: "physics",
    title: "The Doppler effect",
    text: `The Doppler effect is the change in the frequency of a wave when its source moves towards or away from an observer. As an ambulance approaches, the sound waves in front of it are squashed together, so the siren sounds higher. As it moves away, the waves are stretched out, and the pitch drops. The effect is named after Christian Doppler, an Austrian physicist who described it in 1842. Light shows the same effect: light from a galaxy moving away from Earth is shifted towards the red end of the spectrum, which is called redshift. Police speed guns use the Doppler effect of radio waves reflected from a moving car to measure its speed.`,
  },
  {
    subject: "earth science",
    title: "Glacial erratics",
    text: `A glacial erratic is a boulder that was carried by a glacier and left far from the place where it formed. As a glacier moves, it plucks rocks from the ground beneath it and carries them along inside the ice. When the ice melts, the rocks are dropped, sometimes hundreds of kilometres away. Erratics are often made of a different type of rock from the bedrock around them, which is how geologists recognise them. By tracing an erratic back to the outcrop it came from, scientists can work out the direction in which the ice flowed. Some erratics are enormous: the Okotoks erratic in Canada weighs about 16,500 tonnes.`,
  },
  {
    subject: "history",
    title: "The Battle of Lepanto",
    text: `The Battle of Lepanto was a naval battle fought on 7 October 1571 off the coast of western Greece. A fleet of the Holy League, an alliance of Catholic states organised by Pope Pius V, defeated the fleet of the Ottoman Empire. The Holy League was led by Don John of Austria, the half-brother of King Philip II of Spain. Both sides fought mainly with galleys, ships rowed by hundreds of oarsmen, many of whom were slaves or prisoners. The Holy League had six large Venetian galleasses armed with heavy cannons, which broke up the Ottoman line. About 40,000 men died in a few hours. The victory ended the idea that the Ottoman navy could not be beaten.`,
  },
  {
    subject: "history",
    title: "The Cuban Missile Crisis",
    text: `The Cuban Missile Crisis was a confrontation between the United States and the Soviet Union in October 1962. American spy planes photographed Soviet nuclear missile sites being built in Cuba, only about 150 kilometres from Florida. President John F. Kennedy ordered a naval blockade of the island to stop more missiles arriving. For thirteen days the two superpowers came close to nuclear war. The crisis ended when the Soviet leader, Nikita Khrushchev, agreed to remove the missiles. In return, the United States promised not to invade Cuba and secretly agreed to remove its own missiles from Turkey. Afterwards, a direct telephone line, known as the hotline, was set up between Washington and Moscow.`,
  },
  {
    subject: "economics",
    title: "Tulip mania",
    text: `Tulip mania was a period in the Dutch Republic in the 1630s when the prices of tulip bulbs rose to extraordinary levels. Tulips had arrived from the Ottoman Empire, and rare varieties with striped petals were especially prized. The stripes were in fact caused by a virus, which made those bulbs scarce. Traders bought contracts to buy bulbs at a future date, hoping to sell them on at a higher price. At the peak, a single bulb was said to sell for more than a skilled worker earned in a year. In February 1637 buyers suddenly stopped appearing, and prices collapsed within weeks. Tulip mania is often described as the first speculative bubble, although some historians think its effects have been exaggerated.`,
  },
  {
    subject: "computing",
    title: "Unicode",
    text: `Unicode is a standard that gives every character in every writing system a unique number, called a code point. Before Unicode, many different encodings were used, and a document written in one could turn into nonsense when opened with another. Unicode now covers more than 150,000 characters, including letters, symbols and emoji. The most common way of storing Unicode text is UTF-8, which uses between one and four bytes for each character. UTF-8 is popular because the first 128 characters are stored exactly as in ASCII, so old English text stays valid. The Unicode Consortium, a non-profit organisation, adds new characters to the standard every year.`,
  },
  {
    subject: "languages",
    title: "Pidgins",
    text: `A pidgin is a simplified language that develops when groups of people with no common language need to communicate, often for trade. Pidgins have a small vocabulary, taken mostly from one dominant language, and a very simple grammar. Nobody speaks a pidgin as their first language. If children grow up speaking a pidgin as their mother tongue, it becomes a creole, which has a larger vocabulary and a fuller grammar. Many pidgins arose in ports and on plantations during the colonial period. Tok Pisin, spoken in Papua New Guinea, began as a pidgin and is now one of the country's official languages. Its name comes from the English words "talk" and "pidgin".`,
  },
  {
    subject: "law",
    title: "Drink-driving",
    text: `In England and Wales, it is an offence to drive with more than 35 micrograms of alcohol in 100 millilitres of breath. Scotland lowered its limit to 22 micrograms in 2014, so the same amount of alcohol may be legal in one country and illegal in the other. The police can stop a driver and ask for a breath test at the roadside. A driver who refuses to give a sample without a good reason commits an offence and is treated as harshly as one who fails the test. Anyone convicted of drink-driving is banned from driving for at least a year and may also be fined or sent to prison. The amount of alcohol a person can drink before reaching the limit varies with their weight, sex and metabolism.`,
  },
  {
    subject: "medicine",
    title: "Gout",
    text: `Gout is a type of arthritis that causes sudden attacks of severe pain, swelling and redness in a joint. It is caused by a build-up of uric acid in the blood. When the level is too high, sharp crystals of uric acid form in and around the joints, and the body's immune system attacks them. The joint at the base of the big toe is most often affected. Attacks can be triggered by eating large amounts of red meat or seafood, or by drinking beer, because these contain substances called purines that the body breaks down into uric acid. Gout is more common in men than in women. Medicines that lower the level of uric acid can prevent further attacks.`,
  },
];

const brochure: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Ferns",
    text: `Ferns are plants with roots, stems and leaves, but they produce no flowers or seeds. Instead, they reproduce with spores, which form in small brown clusters called sori on the underside of the leaves. A spore that lands in a damp place grows into a tiny heart-shaped plant called a prothallus. The prothallus makes sperm and eggs, and the sperm must swim through a film of water to reach an egg, so ferns need moist conditions to reproduce. A young fern leaf unrolls from a tight coil known as a fiddlehead. Ferns appeared more than 360 million years ago, long before the first flowering plants. Tree ferns in New Zealand can grow more than 10 metres tall.`,
  },
  {
    subject: "biology",
    title: "Starlings",
    text: `Starlings are medium-sized songbirds with glossy black feathers that shine purple and green in sunlight. In autumn and winter, thousands of starlings gather at dusk and fly together in huge swirling flocks called murmurations. Each bird watches only its seven nearest neighbours and matches their speed and direction, yet the whole flock moves as one. Flying in a large flock makes it harder for a falcon to pick out a single bird. Starlings are skilled mimics and can copy the songs of other birds, car alarms and even human speech. In 1890, about 100 starlings were released in Central Park in New York, and their descendants now number around 85 million across North America.`,
  },
  {
    subject: "chemistry",
    title: "Acetone",
    text: `Acetone is a colourless liquid with a sweet smell, and it is the main ingredient in many nail varnish removers. It is a good solvent because it can dissolve both substances that mix with water and many that do not. Acetone evaporates very quickly at room temperature, which is why a surface cleaned with it dries within seconds. Its vapour catches fire easily, so it must be kept away from flames. The human body produces small amounts of acetone when it breaks down fat for energy. People with untreated diabetes can produce so much that their breath smells of it. Industry uses acetone to make plastics such as acrylic glass.`,
  },
  {
    subject: "physics",
    title: "Barometers",
    text: `A barometer is an instrument that measures air pressure. In a mercury barometer, a glass tube closed at the top is filled with mercury and turned upside down in a dish of mercury. The weight of the air pressing on the dish holds up a column of mercury about 760 millimetres high at sea level. When air pressure rises, the column gets taller, and when it falls, the column gets shorter. Evangelista Torricelli built the first barometer in 1643. An aneroid barometer has no liquid: it uses a small sealed metal box that expands and contracts as the pressure changes. Falling pressure often means that rain or storms are on the way.`,
  },
  {
    subject: "earth science",
    title: "Salt marshes",
    text: `A salt marsh is an area of coastal land that is flooded by the sea at high tide. Salt marshes form in sheltered places such as estuaries, where slow-moving water drops fine mud and silt. Plants that can survive in salty water, such as glasswort and cordgrass, trap more sediment, and the marsh slowly builds up. The marsh is cut by winding channels called creeks, which fill and drain with each tide. Salt marshes protect the coast by absorbing the energy of waves during storms. They also store large amounts of carbon in their mud, which helps to slow climate change. Many wading birds feed on the worms and snails that live in the mud.`,
  },
  {
    subject: "history",
    title: "Hadrian's Wall",
    text: `Hadrian's Wall is a Roman wall that runs across northern England from the River Tyne to the Solway Firth. The emperor Hadrian ordered it to be built in AD 122, after he visited Britain. It was about 117 kilometres long and was built mainly by soldiers of three Roman legions, who finished most of it in about six years. Along the wall were small forts called milecastles, one every Roman mile, with two turrets between each pair. The wall marked the northern edge of the empire and let the army control who crossed it and tax the goods they carried. After the Romans left Britain in the early fifth century, local people took many of its stones for their own buildings.`,
  },
  {
    subject: "history",
    title: "Medieval guilds",
    text: `A guild was an association of craftsmen or merchants in a medieval town. Each trade, such as baking, weaving or goldsmithing, had its own guild, which set prices and standards of quality. Only guild members were allowed to practise the trade in the town. A boy joined a master as an apprentice, often for seven years, and learned the craft in return for food and lodging. He then became a journeyman, who worked for wages, and could become a master himself by producing a piece of excellent work called a masterpiece. Guilds also looked after members who fell ill and supported the widows of members who died. Their power declined from the sixteenth century as trade grew and new industries appeared.`,
  },
  {
    subject: "economics",
    title: "Deposit return schemes",
    text: `A deposit return scheme adds a small charge to the price of a drink sold in a bottle or a can. The customer gets the deposit back when they return the empty container to a shop or a machine. Because the empty container is worth money, people are less likely to throw it away, and others may collect discarded ones. Germany introduced a deposit on single-use bottles and cans in 2003, and more than 95 % of them are now returned. The returned containers are clean and sorted, so they are easier to recycle into new ones. Critics say that the schemes are expensive to set up and that shops must find space to store the returned containers.`,
  },
  {
    subject: "computing",
    title: "Dark patterns",
    text: `A dark pattern is a design trick in a website or an app that pushes users into doing something they did not mean to do. A common example is a subscription that is easy to start but hidden behind many pages when the user tries to cancel. Another is confirmshaming, in which the button to decline an offer uses guilt-inducing words such as "No thanks, I don't like saving money". Some shops add extra items to the basket automatically, so the customer pays for something they never chose. The term was coined by the designer Harry Brignull in 2010. Regulators in the European Union and the United States have started to fine companies that use dark patterns.`,
  },
  {
    subject: "languages",
    title: "Proverbs",
    text: `A proverb is a short, well-known saying that gives advice or states a general truth. Proverbs are often very old and are passed from one generation to the next by word of mouth. Many use images from everyday life, such as "Don't count your chickens before they hatch", which warns against relying on something that has not happened yet. Proverbs often rhyme or repeat sounds, which makes them easier to remember. Because proverbs are tied to a culture, translating them word for word into another language can make them sound strange. Some proverbs contradict each other: "Look before you leap" recommends caution, while "He who hesitates is lost" recommends quick action.`,
  },
  {
    subject: "law",
    title: "Busking",
    text: `Busking is performing music or other entertainment in a public place and asking passers-by for money. In most of England, busking is legal without a licence, but some councils require buskers to apply for a permit. Councils can also make rules about where and when people may perform and how loud they may be. A busker who causes an obstruction, for example by blocking a narrow pavement, can be moved on by the police. Selling CDs or other goods while busking may need a separate street trading licence. In London, buskers on the Underground must pass an audition and perform only in marked pitches.`,
  },
  {
    subject: "medicine",
    title: "Scurvy",
    text: `Scurvy is a disease caused by a lack of vitamin C in the diet. The body needs vitamin C to make collagen, a protein that holds skin, gums and blood vessels together. Without it, wounds heal slowly, gums swell and bleed, and old scars can open again. Scurvy was common among sailors on long voyages, because they ate no fresh fruit or vegetables for months. In 1747 the Scottish doctor James Lind showed in one of the first controlled trials that oranges and lemons cured the disease. The British navy later gave its sailors lime juice, which earned them the nickname "limeys". Scurvy is rare today but can still affect people with very restricted diets.`,
  },
];

const flyer: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Puffins",
    text: `Puffins are small seabirds with black and white feathers and large, brightly coloured beaks. They spend most of the year far out at sea and come ashore only in spring to breed. A pair nests in a burrow dug into a grassy cliff top, and the female lays a single egg. Both parents take turns to keep the egg warm, and after about six weeks a chick called a puffling hatches. A puffin can carry ten or more small fish at once, holding them crosswise in its beak with the help of spines on its tongue. Its wings beat up to 400 times a minute in flight, and under water it uses them to swim. Puffin numbers have fallen in places where warmer seas have driven away the sand eels they eat.`,
  },
  {
    subject: "biology",
    title: "Stinging nettles",
    text: `The stinging nettle is a common plant that grows in damp, rich soil, often near houses and farms. Its leaves and stems are covered in tiny hollow hairs with tips made of silica, the same material as glass. When skin brushes against a hair, the tip snaps off and the hair injects a mixture of chemicals, including histamine and formic acid. This causes a burning, itchy rash that usually fades within a day. Nettles grow where the soil contains plenty of nitrogen, so a patch of them can show where people or animals once lived. The leaves lose their sting when they are cooked, and they have been eaten in soups for centuries. Caterpillars of several butterflies, such as the peacock, feed only on nettles.`,
  },
  {
    subject: "chemistry",
    title: "Liquid nitrogen",
    text: `Liquid nitrogen is nitrogen gas that has been cooled until it becomes a liquid. It boils at minus 196 degrees Celsius, so at room temperature it boils away quickly and produces a cloud of cold mist. Nitrogen is not poisonous, but in a small closed room the gas can push out the oxygen that people need to breathe. Because it is so cold, liquid nitrogen is used to freeze blood, eggs and other samples for storage in hospitals and laboratories. Doctors also use it to remove warts by freezing the skin cells. Food that is dipped in liquid nitrogen freezes so fast that only small ice crystals form. It is made by compressing air and letting it expand, which cools it, and then separating the gases by distillation.`,
  },
  {
    subject: "physics",
    title: "Siphons",
    text: `A siphon is a bent tube that carries a liquid from a higher container to a lower one, even though the liquid first has to flow upwards over the rim. To start a siphon, the tube must first be filled with liquid. Once it is running, the weight of the liquid in the longer, falling side pulls the liquid through the tube. The outlet of the tube must be lower than the surface of the liquid in the upper container, or the flow stops. Air pressure also pushes on the liquid in the upper container and helps to keep the column in the tube unbroken. Siphons are used to empty fish tanks, to drain water from flooded fields and to move fuel from one tank to another.`,
  },
  {
    subject: "earth science",
    title: "Frost",
    text: `Frost is a thin layer of ice crystals that forms on cold surfaces, usually on clear, still nights. On a cloudless night, the ground loses heat quickly into space, and surfaces such as grass and car windows become colder than the air around them. When a surface falls below freezing, water vapour from the air turns straight into ice on it without first becoming liquid. This change is called deposition. Frost forms most easily in valleys and hollows, because cold air is heavier than warm air and sinks into low ground. Hoar frost is a feathery kind of frost that grows when the air is very moist. Gardeners cover young plants on cold nights, since frost can damage their leaves and kill tender shoots.`,
  },
  {
    subject: "history",
    title: "The Rainhill Trials",
    text: `The Rainhill Trials were a competition held in October 1829 to choose the locomotives for the new Liverpool and Manchester Railway. The railway's directors offered a prize of 500 pounds to the engine that performed best on a flat stretch of track at Rainhill, near Liverpool. Each locomotive had to pull a load several times its own weight and travel back and forth for a distance equal to a return journey between the two cities. Five engines entered, but only one completed the test. Rocket, built by George Stephenson and his son Robert, reached a top speed of about 30 miles per hour. Its success convinced the directors that steam locomotives, rather than fixed engines pulling cables, should run the line.`,
  },
  {
    subject: "history",
    title: "The Columbian Exchange",
    text: `The Columbian Exchange was the movement of plants, animals, people and diseases between the Americas and the rest of the world after 1492, the year of Christopher Columbus's first voyage. Crops from the Americas, such as potatoes, maize and tomatoes, spread to Europe, Africa and Asia. Potatoes grew well in cool climates, and they helped the population of northern Europe to grow. In the other direction, Europeans brought horses, cattle, wheat and sugar cane to the Americas. They also brought smallpox and measles, diseases to which the native peoples had no immunity, and millions of people died. The exchange changed what people ate on every continent, and it shaped farming around the world for centuries.`,
  },
  {
    subject: "economics",
    title: "Lotteries",
    text: `A lottery is a game in which people buy tickets for a chance to win a prize, and the winners are chosen at random. Most national lotteries are run by governments or licensed companies, and part of the money from ticket sales goes to good causes such as sport, the arts and charities. The chance of winning the top prize is usually tiny: in many lotteries it is less than one in ten million. On average, players get back much less than they spend, because the prizes add up to only about half of the money taken. Economists have found that people on low incomes spend a larger share of their income on lottery tickets than richer people do. For this reason, some critics call lotteries a tax on the poor.`,
  },
  {
    subject: "computing",
    title: "Checksums",
    text: `A checksum is a small value calculated from a block of data, used to detect errors when the data is stored or sent. The sender works out the checksum and sends it along with the data. The receiver calculates the checksum again from the data it received and compares the two values. If they differ, the data has been damaged on the way, and it can be sent again. A simple checksum adds up all the bytes, but it cannot notice two bytes that have swapped places. Stronger methods, such as the cyclic redundancy check, catch far more errors. Websites often publish a checksum next to a download, so that users can check that the file they saved is exactly the one that was offered.`,
  },
  {
    subject: "languages",
    title: "Oxymorons",
    text: `An oxymoron is a figure of speech that puts together two words with opposite or clashing meanings, such as "deafening silence" or "bittersweet". The word comes from two Greek words meaning "sharp" and "dull", so the name is itself an oxymoron. Writers use oxymorons to surprise the reader and to express feelings that are mixed or hard to describe. Shakespeare filled Romeo's speeches with them, including "heavy lightness" and "cold fire", to show how confused love had made him. Some everyday phrases, such as "open secret" and "original copy", are oxymorons that people use without noticing. An oxymoron differs from a paradox, which is a whole statement that seems to contradict itself but may still be true.`,
  },
  {
    subject: "law",
    title: "Treasure finds",
    text: `In England and Wales, the Treasure Act 1996 decides who owns valuable old objects found in the ground. An object counts as treasure if it is at least 300 years old and contains at least ten per cent gold or silver, or if it is found together with such objects. A finder must report treasure to the local coroner within 14 days of realising what it is. The coroner then holds an inquest to decide whether the find is treasure. If it is, a museum may buy it, and the reward is usually shared between the finder and the owner of the land. A finder who fails to report treasure can be fined or sent to prison. People using metal detectors need the landowner's permission before they search.`,
  },
  {
    subject: "medicine",
    title: "Snoring",
    text: `Snoring is the rough, rattling noise some people make while they sleep. It happens when the muscles of the throat relax and the airway narrows, so that air passing through makes the soft tissues vibrate. Snoring is more common in people who are overweight, who drink alcohol before bed, or who sleep on their backs. A blocked nose from a cold or an allergy can also make it worse. Loud snoring with pauses in breathing may be a sign of sleep apnoea, a condition in which the airway closes completely for short periods during the night. People with sleep apnoea often feel tired during the day, and it raises the risk of high blood pressure. Sleeping on one side and losing weight often reduce snoring.`,
  },
];

const circular: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Leeches",
    text: `Leeches are segmented worms related to earthworms, and most of them live in fresh water. A leech has a sucker at each end of its body, which it uses to grip surfaces and to move along by looping its body. Some leeches feed on the blood of animals. When a leech bites, its saliva releases a substance called hirudin that stops the blood from clotting, so the blood keeps flowing while it feeds. It also releases a mild painkiller, which is why a person often does not feel the bite. A leech can drink several times its own weight in blood and then go months without another meal. Doctors still use medicinal leeches after some operations to drain blood from reattached fingers and ears.`,
  },
  {
    subject: "biology",
    title: "Bluebells",
    text: `Bluebells are woodland flowers that bloom in spring, before the leaves of the trees above them have fully opened. Flowering early lets them use the sunlight that reaches the forest floor while the canopy is still bare. Each plant grows from a bulb, an underground store of food that keeps it alive through the rest of the year. Bees and other insects visit the drooping blue flowers for their nectar and carry pollen between them. Bluebells spread slowly, so a thick carpet of them is often a sign that a wood is very old. About half of the world's bluebells grow in Britain, where it is illegal to dig up the bulbs of wild plants.`,
  },
  {
    subject: "chemistry",
    title: "Activated charcoal",
    text: `Activated charcoal is a form of carbon that has been treated to make it full of tiny pores. The pores give it a huge surface area: a single gram can have a surface larger than a tennis court. Many chemicals stick to this surface in a process called adsorption, which is different from absorption because the chemicals cling to the outside of the solid instead of soaking into it. Water filters use activated charcoal to remove chlorine and substances that give water a bad taste or smell. In hospitals, it is sometimes given to patients who have swallowed certain poisons, because it traps the poison in the gut before the body can take it in. It does not work on every poison, such as alcohol or iron.`,
  },
  {
    subject: "physics",
    title: "Gyroscopes",
    text: `A gyroscope is a spinning wheel or disc mounted so that its axis can point in any direction. While the wheel spins quickly, its axis keeps pointing the same way, even if the frame around it is tilted or turned. This happens because a spinning object resists any change to the direction of its axis, a property linked to its angular momentum. The faster the wheel spins, the more strongly it resists. Ships and aircraft once used gyroscopes to find their direction without relying on a magnetic compass. Today, tiny vibrating sensors that work on a similar principle tell a smartphone which way up it is being held. A spinning top stays upright for the same reason, until friction slows it down.`,
  },
  {
    subject: "earth science",
    title: "Estuaries",
    text: `An estuary is the wide part of a river where it meets the sea, and where fresh water mixes with salt water. Twice a day the tide pushes sea water up the estuary, and then the river carries it back out again. Because the water slows down as it reaches the sea, it drops the mud it was carrying, and wide mudflats form along the banks. The mixture of fresh and salt water is called brackish water. Estuaries are rich in food, so they are important feeding grounds for wading birds and nurseries for young fish. Many large ports, such as London on the Thames, were built on estuaries because ships could reach them from the sea.`,
  },
  {
    subject: "history",
    title: "The Tollund Man",
    text: `The Tollund Man is the body of a man who lived in Denmark about 2,400 years ago, during the Iron Age. In 1950, two brothers cutting peat in a bog near the village of Tollund found the body and thought it was a recent murder victim. His face was so well preserved that his stubble and the wrinkles on his forehead could still be seen. Bogs preserve bodies because the water is acidic, cold and contains very little oxygen, so the bacteria that cause decay cannot survive. A rope was still around his neck, and most archaeologists think he was hanged as a sacrifice to the gods. Scientists studied the contents of his stomach and found that his last meal was a porridge of barley and seeds.`,
  },
  {
    subject: "history",
    title: "The mutiny on the Bounty",
    text: `The mutiny on the Bounty took place in April 1789 on a British navy ship sailing in the Pacific Ocean. The Bounty had been sent to Tahiti to collect breadfruit plants, which the government hoped would be a cheap food for enslaved people in the Caribbean. After five months on the island, many of the crew did not want to leave. Led by Fletcher Christian, the mutineers seized the ship and set Captain William Bligh adrift in a small open boat with 18 loyal men. Bligh sailed the boat more than 6,000 kilometres to the island of Timor, and almost all of them survived. Some of the mutineers settled on Pitcairn Island, where their descendants still live today.`,
  },
  {
    subject: "economics",
    title: "Coupons",
    text: `A coupon is a voucher that gives the holder a discount on a product, such as money off or a second item for free. Companies issue coupons to attract new customers and to persuade people to try a product they have not bought before. Coupons also let a firm charge different prices to different customers. Shoppers who take the time to collect and use coupons are often more sensitive to price, so they get a lower price, while other customers pay the full amount. The first known coupon was issued by Coca-Cola in 1887 and offered a free glass of the drink. Today, most coupons are digital codes that shoppers enter when they pay online.`,
  },
  {
    subject: "computing",
    title: "Link rot",
    text: `Link rot is the process by which hyperlinks on the web stop working over time. A link breaks when the page it points to is moved, renamed or deleted, or when the website that hosted it shuts down. A visitor who follows a broken link usually sees an error page with the code 404, which means the server could not find what was asked for. Studies have found that a large share of the links in older news articles and scientific papers no longer work. Web archives help against link rot by saving copies of pages, so that a reader can still see a page after the original has gone. Website owners can also redirect old addresses to the new location of a page.`,
  },
  {
    subject: "languages",
    title: "Alliteration",
    text: `Alliteration is the repetition of the same sound at the start of several words that are close together, as in "Peter Piper picked a peck of pickled peppers". It is the sound that matters, not the spelling, so "cute kitten" alliterates, but "city cat" does not. Poets use alliteration to create rhythm and to make lines easier to remember. Old English poetry, such as Beowulf, was built on it: each line was held together by words beginning with the same sound. Advertisers and brand names use it for the same reason, and many famous brands, such as Coca-Cola and PayPal, have alliterative names. Too much alliteration can sound silly, which is why it is common in tongue twisters.`,
  },
  {
    subject: "law",
    title: "Driving licences",
    text: `A driving licence is an official document that allows a person to drive a motor vehicle on public roads. In Great Britain, a learner must be at least 17 years old to drive a car and must first obtain a provisional licence. While they are learning, they must display L plates and be supervised by a qualified driver who is at least 21. To get a full licence, a learner has to pass a theory test and then a practical driving test. A new driver who gets six or more penalty points within two years of passing loses their licence and must take both tests again. Driving without a valid licence is a criminal offence, and the driver's insurance is usually invalid too.`,
  },
  {
    subject: "medicine",
    title: "Yawning",
    text: `A yawn is a long, deep breath taken in through a wide-open mouth, followed by a shorter breath out. People yawn most often when they are tired or bored, and just after waking up. Scientists once thought that yawning brought more oxygen into the blood, but experiments have shown that breathing extra oxygen does not change how often people yawn. One newer idea is that yawning cools the brain, because the deep breath draws cool air in and the stretch of the jaw increases blood flow to the head. Yawning is contagious: seeing, hearing or even reading about a yawn can make a person yawn. Babies yawn even before they are born, from about 11 weeks into pregnancy.`,
  },
];

const handbill: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Wasps",
    text: `Wasps are insects related to bees and ants, and most of the thousands of species live alone rather than in colonies. Social wasps, such as the common yellow-and-black wasp, build papery nests by chewing wood and mixing it with their saliva. A nest is started in spring by a single queen that has survived the winter. Worker wasps hunt caterpillars and flies to feed the growing larvae, which makes wasps useful to gardeners as a natural form of pest control. Only female wasps can sting, because the sting is a changed egg-laying tube. Unlike a honeybee, a wasp can sting more than once, since its sting has no barbs to hold it in the skin.`,
  },
  {
    subject: "biology",
    title: "Crows",
    text: `Crows are large black birds that belong to the same family as ravens, rooks and jays. They are among the most intelligent of all animals, and their brains are very large for the size of their bodies. New Caledonian crows shape twigs and leaves into hooks to pull insects out of holes in trees. In experiments, crows have dropped stones into a tube of water to raise the level until a floating piece of food came within reach. Crows can also recognise individual human faces and remember a person who has treated them badly for years. Because they eat almost anything, from seeds to dead animals, crows do well in cities as well as in the countryside.`,
  },
  {
    subject: "chemistry",
    title: "Hand sanitiser",
    text: `Hand sanitiser is a gel or liquid that kills germs on the skin without the need for soap and water. Most sanitisers contain ethanol or another alcohol, usually at between 60 and 95 percent. The alcohol works by breaking apart the outer layers of bacteria and some viruses and by making their proteins lose their shape, a change called denaturation. Sanitiser that is too weak does not kill enough germs, while pure alcohol evaporates before it has time to act, which is why some water is always added. Glycerine is often included to stop the skin from drying out. Sanitiser does not remove dirt or grease, so washing with soap is still better when hands are visibly dirty.`,
  },
  {
    subject: "physics",
    title: "Pinhole cameras",
    text: `A pinhole camera is a light-proof box with a tiny hole in one side and no lens. Light travels in straight lines, so rays from the top of an object pass through the hole and land at the bottom of the opposite wall, while rays from the bottom land at the top. The image formed on the back of the box is therefore upside down and reversed from left to right. A smaller hole gives a sharper image, but it also lets in less light, so the image is dimmer and a photograph takes longer to expose. Moving the screen further from the hole makes the image larger. People have used pinhole projections for centuries to watch eclipses of the Sun safely.`,
  },
  {
    subject: "earth science",
    title: "Dew",
    text: `Dew is the water that appears as small drops on grass and other surfaces on clear, still mornings. During the night the ground and the plants on it lose heat by radiation, and they become colder than the air around them. When the air touching a cold surface cools to its dew point, the temperature at which it can no longer hold all its water vapour, the vapour condenses into liquid. Clouds act like a blanket that keeps heat in, so dew forms mostly on cloudless nights. Wind also prevents it, because moving air keeps replacing the cooled layer. If the surface is below freezing, the vapour turns straight into ice crystals, and the result is frost instead of dew.`,
  },
  {
    subject: "history",
    title: "The Spanish flu",
    text: `The Spanish flu was a worldwide outbreak of influenza that began in 1918, in the last year of the First World War. It infected about a third of the people on Earth and killed at least 50 million of them. The disease was not Spanish in origin: it got its name because Spain was neutral in the war and its newspapers reported the illness freely, while the countries that were fighting censored the news. Unusually, many of the victims were healthy young adults rather than the very old or the very young. Crowded army camps and troop ships helped the virus spread quickly. Cities closed schools and theatres and asked people to wear masks, and the pandemic faded by 1920.`,
  },
  {
    subject: "history",
    title: "The Wars of the Roses",
    text: `The Wars of the Roses were a series of civil wars fought in England between 1455 and 1487. Two branches of the royal family, the House of Lancaster and the House of York, fought for the throne. The wars took their name from the badges said to be used by each side: a red rose for Lancaster and a white rose for York. Power changed hands several times, and kings such as Henry VI and Edward IV were each deposed and later restored. The conflict ended after Henry Tudor defeated Richard III at the Battle of Bosworth in 1485. Henry became King Henry VII and married Elizabeth of York, joining the two families, and he made the Tudor rose, which combined red and white, his emblem.`,
  },
  {
    subject: "economics",
    title: "Surge pricing",
    text: `Surge pricing is a system in which a company raises its prices when demand is unusually high. Ride-hailing apps use it during rainstorms, on New Year's Eve and at the end of concerts, when many people want a car at the same moment. The higher price has two effects. It persuades some customers to wait or to find another way home, and it encourages more drivers to start working, so the number of rides wanted and the number offered come closer together. Critics argue that surge pricing is unfair because it charges the most when people have the least choice. Some cities have capped the increase during emergencies, such as floods, to protect people who must travel.`,
  },
  {
    subject: "computing",
    title: "Password managers",
    text: `A password manager is a program that stores a person's passwords in an encrypted vault, so they need to remember only one master password. Because people find long passwords hard to remember, many reuse the same one on several sites, and a single leak then exposes all of their accounts. A password manager solves this by generating a long, random password for every site and filling it in automatically. The vault is encrypted on the user's own device, which means the company that runs the service cannot read the passwords. The weak point is the master password, so it should be long and never used anywhere else. Most managers also warn users when a saved password appears in a known data breach.`,
  },
  {
    subject: "languages",
    title: "Calques",
    text: `A calque is a word or phrase borrowed from another language by translating it part by part, instead of taking the foreign word itself. The English word "skyscraper" was calqued into French as "gratte-ciel" and into German as "Wolkenkratzer", which both mean "scraper of the sky". English has calques of its own: "flea market" comes from the French "marché aux puces", and "superman" from the German "Übermensch". Calques are common when a language wants a new word but its speakers prefer to build it from native parts. Icelandic relies heavily on them, so that a computer is called "tölva", a blend of the words for "number" and "prophetess". A calque can be hard to spot, because every part of it looks native.`,
  },
  {
    subject: "law",
    title: "Graffiti",
    text: `In most countries, painting graffiti on someone else's property without permission is a crime, usually treated as criminal damage or vandalism. The offence does not depend on whether the picture is skilful: even a beautiful mural is illegal if the owner of the wall did not agree to it. Courts may order the person responsible to pay for the cleaning or to remove the graffiti themselves as part of a community sentence. Some cities sell or display famous pieces by artists such as Banksy, which raises the question of who owns a painting made unlawfully on another person's wall. Many councils now set aside legal walls where artists may paint freely, in the hope of reducing illegal graffiti elsewhere.`,
  },
  {
    subject: "medicine",
    title: "Sneezing",
    text: `A sneeze is a sudden, forceful burst of air from the nose and mouth that clears irritants from the nose. It begins when dust, pollen or a virus irritates the lining of the nose, and nerves send a signal to the brainstem. The brainstem then makes the muscles of the chest and throat contract together, and air leaves the body at high speed. A single sneeze can spray thousands of tiny droplets, which is why sneezing spreads colds and flu so easily. Covering the nose and mouth with a tissue or the inside of the elbow stops most of these droplets. Some people sneeze when they step into bright sunlight, an inherited trait known as the photic sneeze reflex.`,
  },
];

const notice: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Mayflies",
    text: `Mayflies are insects that spend most of their lives as nymphs living in streams and lakes. A nymph breathes through gills along its body and feeds on algae and tiny bits of dead plants. After a year or more, it swims to the surface, sheds its skin and becomes a winged adult. Adult mayflies have no working mouthparts, so they cannot eat, and most of them die within a day. In that short time they must find a mate and lay eggs on the water. Because mayfly nymphs cannot survive in dirty water, scientists count them to judge how clean a river is. Trout and swallows feed heavily on the swarms of adults.`,
  },
  {
    subject: "biology",
    title: "Sea cucumbers",
    text: `Sea cucumbers are soft-bodied animals that live on the sea floor, related to starfish and sea urchins. They crawl slowly on rows of tiny tube feet and feed by sweeping sand and mud into their mouths with tentacles. As they digest the food in the sand, they leave the cleaned sand behind them, which helps keep the sea bed healthy. When attacked, some species push out sticky threads or even parts of their own gut to distract the predator. They can regrow the lost organs within a few weeks. Sea cucumbers are eaten as a delicacy in parts of Asia, and overfishing has made several species rare.`,
  },
  {
    subject: "chemistry",
    title: "Epsom salt",
    text: `Epsom salt is the common name for magnesium sulfate, a white crystalline compound of magnesium, sulfur and oxygen. It takes its name from the town of Epsom in England, where it was first boiled out of the water of a bitter spring in the seventeenth century. Epsom salt dissolves easily in water, and many people add it to a warm bath to soothe aching muscles, although there is little evidence that the magnesium passes through the skin. Gardeners use it as a fertiliser for plants that lack magnesium, which they need to make chlorophyll. Doctors give magnesium sulfate by injection to treat some dangerous conditions in pregnancy.`,
  },
  {
    subject: "physics",
    title: "Hovercraft",
    text: `A hovercraft is a vehicle that travels on a cushion of air over land, water, mud or ice. Powerful fans blow air underneath the craft, and a flexible rubber skirt around the edge keeps most of that air from escaping. The pressure of the trapped air lifts the hull a little way off the surface. Because the hull does not touch the ground or the water, there is very little friction, so a hovercraft can move quickly with modest engines. Separate propellers push it forward, and rudders behind them steer it. Christopher Cockerell, a British engineer, patented the design in 1955, and hovercraft carried passengers across the English Channel until 2000.`,
  },
  {
    subject: "earth science",
    title: "Fulgurites",
    text: `A fulgurite is a tube of natural glass formed when lightning strikes sand or soil. The lightning heats the ground to more than 1,800 degrees Celsius in a fraction of a second, which melts the grains of quartz along its path. The melted sand cools almost at once and hardens into a hollow, branching tube that traces the path of the electric current. Fulgurites are usually rough on the outside, where sand grains stuck to them, and smooth and glassy inside. Most are only a few centimetres across, but some reach several metres in length. Because they record where lightning struck, fulgurites found in ancient rocks help scientists study storms of the distant past.`,
  },
  {
    subject: "history",
    title: "The Indus Valley civilisation",
    text: `The Indus Valley civilisation flourished from about 2600 to 1900 BC along the Indus River, in what is now Pakistan and north-western India. Its largest cities, Harappa and Mohenjo-daro, were built on a grid of straight streets with houses of baked brick. Most houses had their own bathrooms, and covered drains carried waste water away beneath the streets, a system more advanced than in many later cities. Traders used standard weights and carved stone seals, and they exchanged goods with Mesopotamia. The people wrote with a script of several hundred signs that no one has yet deciphered. The civilisation declined gradually, possibly because the rivers changed course and the climate grew drier.`,
  },
  {
    subject: "history",
    title: "The Emancipation Proclamation",
    text: `The Emancipation Proclamation was an order issued by President Abraham Lincoln on 1 January 1863, during the American Civil War. It declared that all enslaved people in the states fighting against the Union were free. The order did not apply to the slave states that had stayed loyal to the Union, and it could not be enforced in the Confederate areas until Union armies arrived. Even so, it changed the purpose of the war, which now aimed to end slavery as well as to save the Union. The proclamation also allowed Black men to join the Union army and navy, and about 180,000 served. Slavery was finally abolished throughout the country by the Thirteenth Amendment in 1865.`,
  },
  {
    subject: "economics",
    title: "The tragedy of the commons",
    text: `The tragedy of the commons describes what can happen when many people share a resource that no one owns. Each user gains the full benefit of taking a little more, while the cost of overuse is shared by everyone. As a result, every user has a reason to take more, and the resource can be used up even though this harms them all. The idea is often explained with a shared pasture on which each farmer adds more cattle until the grass is destroyed. Overfishing of the oceans is a modern example. Solutions include quotas that limit how much each user may take, taxes on use, and dividing the resource into private property.`,
  },
  {
    subject: "computing",
    title: "Deadlocks",
    text: `A deadlock is a situation in which two or more programs are each waiting for a resource that another one holds, so none of them can continue. For example, one program may lock a file and wait for the printer, while a second program has locked the printer and is waiting for the file. Neither will release what it holds, so both wait forever. Deadlocks can only happen when resources cannot be shared and a program can hold one resource while asking for another. A common way to prevent them is to make every program request resources in the same fixed order. Some operating systems instead detect deadlocks and end one of the programs to break the cycle.`,
  },
  {
    subject: "languages",
    title: "Kennings",
    text: `A kenning is a compound phrase that names something indirectly by describing it, used especially in Old English and Old Norse poetry. The sea might be called the "whale-road", a ship the "wave-horse", and blood "battle-sweat". Poets used kennings to make their verse more vivid and to fit the strict patterns of stress and alliteration that the poems required. The epic poem Beowulf contains dozens of them. Listeners had to work out the meaning, which turned each kenning into a small riddle. Modern English still has expressions that work in a similar way, such as "bookworm" for a person who loves reading and "couch potato" for someone who rarely exercises.`,
  },
  {
    subject: "law",
    title: "Statutes of limitations",
    text: `A statute of limitations is a law that sets the maximum time after an event within which legal proceedings may be started. Once that period has passed, a claim can no longer be brought to court. In England, for example, most claims for breach of contract must be made within six years. The limits exist because evidence fades over time: witnesses forget, documents are lost, and a fair trial becomes harder. They also allow people to get on with their lives without the threat of an old claim. For the most serious crimes, such as murder, many countries have no time limit at all, so a suspect can be prosecuted decades later.`,
  },
  {
    subject: "medicine",
    title: "Insomnia",
    text: `Insomnia is difficulty falling asleep or staying asleep, even when a person has the chance to sleep. Short-term insomnia often follows stress, illness or a change of time zone, and it usually passes within a few weeks. Long-term insomnia lasts for three months or more and can lead to tiredness, poor concentration and low mood. Caffeine late in the day keeps many people awake, because it blocks a chemical in the brain that builds up sleepiness. Doctors usually recommend regular sleeping hours and a dark, quiet bedroom before prescribing medicine. A talking therapy called cognitive behavioural therapy is now the first treatment for long-term insomnia in many countries.`,
  },
];

const placard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Termites",
    text: `Termites are small insects that live in large colonies and feed mainly on wood and dead plants. They cannot digest wood on their own, so they rely on tiny organisms in their guts that break down cellulose. Each colony has a queen, who may lay thousands of eggs a day, along with workers that gather food and soldiers that guard the nest. Some African termites build mounds more than five metres tall. Tunnels inside the mound let air flow through it, which keeps the nest cool in the heat of the day. Although termites can damage houses, they also recycle dead wood and enrich the soil.`,
  },
  {
    subject: "biology",
    title: "Geckos",
    text: `Geckos are small lizards found in warm countries around the world. Many geckos can run up walls and even hang upside down from ceilings. Their toes are covered in millions of tiny hairs called setae, which cling to surfaces through weak electrical attractions between molecules. Most geckos hunt at night and have large eyes that see colour even in dim light. Unlike most lizards, many geckos make sounds, such as chirps and clicks, to warn rivals or attract mates. When a predator grabs its tail, a gecko can shed it and later grow a new one.`,
  },
  {
    subject: "chemistry",
    title: "Chalk",
    text: `Chalk is a soft white rock made almost entirely of calcium carbonate. It formed on the sea floor millions of years ago from the shells of tiny marine organisms called coccolithophores. The white cliffs of Dover in England are made of chalk. When chalk is heated strongly, it breaks down into calcium oxide and carbon dioxide. Chalk fizzes in dilute hydrochloric acid because the acid reacts with the carbonate to release carbon dioxide gas. The sticks used on school blackboards today are usually made of gypsum, which is calcium sulfate, rather than real chalk.`,
  },
  {
    subject: "physics",
    title: "Soap bubbles",
    text: `A soap bubble is a thin film of soapy water that surrounds a pocket of air. Soap lowers the surface tension of water, which lets the film stretch without breaking at once. The colours on a bubble appear because light reflects from both the inner and outer surfaces of the film, and the two reflections interfere. As the film becomes thinner, the colours change, and just before it bursts it may look black. A bubble takes the shape of a sphere because a sphere holds a given volume of air with the smallest possible surface. Bubbles last longer in damp air, since the water in the film evaporates more slowly.`,
  },
  {
    subject: "earth science",
    title: "Waterspouts",
    text: `A waterspout is a spinning column of air and mist that forms over a body of water. Most waterspouts are fair-weather waterspouts, which develop beneath growing cumulus clouds in calm conditions and are usually weak. Tornadic waterspouts are tornadoes that form over water or move onto it from land, and they can be dangerous to boats. The visible funnel is made of water droplets that condense as the air pressure drops, not of sea water sucked upwards. Waterspouts are common in the Florida Keys during the summer months. Most last less than twenty minutes and fade when they reach the shore.`,
  },
  {
    subject: "history",
    title: "The South Sea Bubble",
    text: `The South Sea Company was a British company founded in 1711 to trade with South America. In 1720, the company offered to take over much of the national debt in exchange for its own shares. Rumours of huge profits drove the price of its shares from about £128 in January to over £1,000 by August. Many investors borrowed money to buy shares, and dozens of other schemes sprang up to take advantage of the excitement. When the price collapsed in the autumn, thousands of people lost their savings. A parliamentary inquiry later found that several ministers had accepted bribes from the company.`,
  },
  {
    subject: "history",
    title: "The Chernobyl disaster",
    text: `The Chernobyl disaster was a nuclear accident that took place on 26 April 1986 at a power station in Soviet Ukraine. During a safety test, a sudden surge of power caused an explosion that destroyed reactor number four. The blast and the fire that followed released radioactive material across much of Europe. The nearby town of Pripyat, home to about 49,000 people, was evacuated the next day. Two workers died in the explosion, and 28 more died of radiation sickness within months. The Soviet government at first kept the accident secret, until monitors in Sweden detected unusual radiation.`,
  },
  {
    subject: "economics",
    title: "Moral hazard",
    text: `Moral hazard is the risk that a person behaves less carefully because someone else bears the cost of their actions. For example, a driver with full insurance may park in a risky street, since the insurer will pay for any damage. Insurers reduce moral hazard with an excess, which is the part of each claim that the customer must pay. Economists also worry about moral hazard in banking: if large banks expect governments to rescue them, they may take bigger risks. Paying managers partly in shares is meant to tie their rewards to the long-term success of the firm.`,
  },
  {
    subject: "computing",
    title: "Garbage collection",
    text: `Garbage collection is the automatic process by which a program's runtime frees memory that is no longer in use. Languages such as Java and Python use a garbage collector, while C leaves programmers to free memory themselves. A common method is mark and sweep: the collector marks every object that the program can still reach, then sweeps away everything else. Collection can pause a program briefly, which matters in games and other real-time software. Without it, a program that forgets to free memory suffers a memory leak and slowly uses more and more of the computer's memory.`,
  },
  {
    subject: "languages",
    title: "Diacritics",
    text: `A diacritic is a mark added to a letter to change its sound or to tell apart two words. French uses several diacritics, such as the acute accent in "café" and the cedilla in "garçon". In Spanish, the tilde turns the letter n into ñ, a separate letter of the alphabet. German writes an umlaut, two dots above a vowel, to show a change in its sound. English has almost no diacritics of its own, although some borrowed words, such as "naïve" and "façade", keep them. Typists often leave diacritics out, which can change the meaning of a word.`,
  },
  {
    subject: "law",
    title: "Power of attorney",
    text: `A power of attorney is a legal document in which one person gives another the authority to act on their behalf. The person who gives the power is called the donor, and the person who receives it is called the attorney. In England, a lasting power of attorney stays valid even after the donor loses the mental capacity to make decisions. There are two types: one covers property and financial affairs, and the other covers health and welfare. A lasting power of attorney must be registered with the Office of the Public Guardian before it can be used. An attorney must act in the donor's best interests and keep their money separate from their own.`,
  },
  {
    subject: "medicine",
    title: "Jet lag",
    text: `Jet lag is a temporary sleep problem that affects people who fly quickly across several time zones. The body's internal clock, which is set mainly by daylight, stays tuned to the old time zone for several days. Symptoms include tiredness during the day, waking in the night, poor concentration and an upset stomach. Flying east usually causes worse jet lag than flying west, because it is harder to fall asleep earlier than to stay up later. Travellers can adjust faster by spending time outdoors in daylight at their destination. Some doctors suggest a small dose of melatonin, a hormone that signals night to the body.`,
  },
];

const poster: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Seahorses",
    text: `Seahorses are small fish that swim upright and hold on to seagrass with their curled tails. Unusually, it is the male seahorse that becomes pregnant: the female lays her eggs in a pouch on his belly, and he carries them until they hatch. A single male can release more than a thousand young at once, although very few survive to adulthood. Seahorses have no teeth and no stomach, so they must eat almost constantly. They suck up tiny shrimp through their long snouts. Many seahorse species are threatened because they are caught for traditional medicine and for the aquarium trade.`,
  },
  {
    subject: "biology",
    title: "Bioluminescence",
    text: `Bioluminescence is the production of light by living things. It happens when a chemical called luciferin reacts with oxygen, helped by an enzyme called luciferase. Most bioluminescent animals live in the deep sea, where sunlight never reaches. The anglerfish dangles a glowing lure in front of its mouth to attract prey. Some squid produce light on their undersides so that predators below cannot see their shadows. On land, fireflies flash patterns of light to find mates, and some fungi glow faintly on rotting wood.`,
  },
  {
    subject: "chemistry",
    title: "Litmus",
    text: `Litmus is a dye extracted from lichens that changes colour depending on whether a solution is acidic or alkaline. Blue litmus paper turns red in an acid, and red litmus paper turns blue in an alkali. In a neutral solution, such as pure water, neither colour changes. Litmus only shows whether a solution is acidic or alkaline; it cannot show how strong the acid or alkali is. For that, chemists use universal indicator, which has a range of colours matched to the pH scale. Litmus has been used since at least the fourteenth century.`,
  },
  {
    subject: "physics",
    title: "Prisms",
    text: `A prism is a block of glass or clear plastic with flat, polished sides, usually shaped like a triangle. When white light passes through a prism, it splits into the colours of the spectrum. This happens because each colour of light travels at a slightly different speed in glass and so bends by a different amount. Violet light bends the most and red light bends the least. Isaac Newton used two prisms in the 1660s to show that white light is a mixture of colours, not a pure colour. Prisms are also used in binoculars to fold the path of light, which makes the instrument shorter.`,
  },
  {
    subject: "earth science",
    title: "Sleet and freezing rain",
    text: `Sleet is a mixture of rain and snow, or rain that freezes into ice pellets as it falls. It forms when snowflakes fall through a layer of warm air, partly melt, and then pass through freezing air near the ground. Freezing rain is different: the drops stay liquid until they hit cold surfaces, where they freeze into a glaze of ice. This glaze can bring down power lines and make roads extremely dangerous. Forecasters watch the temperature of the air at different heights to predict which kind of winter precipitation will fall.`,
  },
  {
    subject: "history",
    title: "The Salt March",
    text: `The Salt March was a protest against British rule in India, led by Mohandas Gandhi in 1930. British law made it illegal for Indians to collect or sell their own salt, and it placed a tax on the salt they bought. Gandhi and 78 followers walked about 390 kilometres from his ashram near Ahmedabad to the coastal village of Dandi. The march took 24 days, and thousands of people joined along the way. At Dandi, Gandhi picked up a lump of natural salt from the shore, breaking the law in public. More than 60,000 Indians were arrested in the protests that followed, and the march drew attention around the world to the campaign for independence.`,
  },
  {
    subject: "history",
    title: "Samarkand",
    text: `Samarkand, in present-day Uzbekistan, was one of the greatest cities on the Silk Road. Merchants from China, Persia and India met in its markets to trade silk, spices, paper and horses. The city was conquered by Alexander the Great in 329 BC and later by Genghis Khan, whose army destroyed it in 1220. Timur, a fourteenth-century conqueror, made Samarkand his capital and filled it with mosques and colleges covered in blue tiles. When sea routes between Europe and Asia opened in the sixteenth century, overland trade declined and the city lost much of its wealth.`,
  },
  {
    subject: "economics",
    title: "Externalities",
    text: `An externality is a cost or benefit that falls on people who are not part of a transaction. Pollution from a factory is a negative externality, because nearby residents suffer the harm without being paid for it. A beekeeper whose bees pollinate a neighbour's orchard creates a positive externality. Because the producer does not pay for a negative externality, the good tends to be overproduced and sold too cheaply. Governments respond with taxes, such as a carbon tax, or with regulations that limit the harmful activity. Positive externalities, such as those from education, are often encouraged with subsidies.`,
  },
  {
    subject: "computing",
    title: "Hash tables",
    text: `A hash table is a data structure that stores values under keys and finds them very quickly. A hash function turns each key into a number, which tells the table where to store the value. Looking up a key therefore takes about the same time however many items the table holds. When two keys produce the same number, a collision occurs, and the table must keep both values, for example in a short list. A good hash function spreads keys evenly so that collisions are rare. Dictionaries in Python and objects in JavaScript are built on hash tables.`,
  },
  {
    subject: "languages",
    title: "Homonyms",
    text: `Homonyms are words that are spelled and pronounced the same but have different meanings. "Bank" can mean the side of a river or a place that keeps money, and "bat" can be an animal or a piece of sports equipment. Some homonyms come from different words that happened to end up with the same form, while others are one word whose meanings drifted apart. Readers usually work out the right meaning from the context. Jokes and puns often rely on homonyms, as in "Time flies like an arrow; fruit flies like a banana."`,
  },
  {
    subject: "law",
    title: "Probate",
    text: `Probate is the legal process of dealing with the property, money and possessions of a person who has died. If the person left a will, the executors named in it apply for a grant of probate, which gives them the authority to act. If there is no will, a close relative applies instead for letters of administration. The executors collect the estate, pay any debts and taxes, and then share out what remains according to the will. In England, probate is not needed for small estates or for property that was jointly owned and passes automatically to the survivor.`,
  },
  {
    subject: "medicine",
    title: "Tinnitus",
    text: `Tinnitus is the hearing of a sound, such as ringing, buzzing or hissing, that has no outside source. It is very common, and most people notice it briefly after a loud concert. Long-lasting tinnitus is often linked to hearing loss caused by age or by years of exposure to loud noise. Earwax, ear infections and some medicines can also cause it. There is no simple cure, but sound therapy, which plays quiet background noise, helps many people pay less attention to the ringing. Wearing ear protection in noisy places is the best way to prevent it.`,
  },
];

const banner: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Flamingos",
    text: `Flamingos are tall wading birds that live in large flocks around shallow salty lakes. Their pink colour comes from their food: the shrimp and algae they eat contain pigments called carotenoids. A flamingo raised on a diet without these pigments slowly turns white. Flamingos feed with their heads upside down, sweeping their bent beaks through the water. Comb-like plates inside the beak strain out the tiny animals and plants, while the tongue pumps the water back out. A pair usually lays a single egg on a mound of mud, and both parents feed the chick a milky liquid made in their throats.`,
  },
  {
    subject: "biology",
    title: "Pitcher plants",
    text: `Pitcher plants are carnivorous plants that trap insects in leaves shaped like deep cups. They usually grow in bogs and other wet places where the soil is poor in nitrogen, so they get this nutrient from their prey instead. The rim of the pitcher is slippery and produces sweet nectar that attracts ants and flies. An insect that loses its footing falls into a pool of liquid at the bottom, where enzymes slowly digest it. Downward-pointing hairs on the inside wall stop it from climbing out. Some large tropical pitcher plants have even been found with small frogs and lizards inside.`,
  },
  {
    subject: "chemistry",
    title: "Isotopes",
    text: `Isotopes are atoms of the same element that have different numbers of neutrons. Because they have the same number of protons and electrons, the isotopes of an element react in almost exactly the same way. They differ in mass, however, and some of them are unstable. Carbon-12 and carbon-13 are stable, but carbon-14 slowly decays, which is why archaeologists can use it to date ancient wood and bones. The number after an element's name is its mass number, the total of its protons and neutrons. Heavy water contains deuterium, an isotope of hydrogen with one neutron.`,
  },
  {
    subject: "physics",
    title: "Centripetal force",
    text: `An object moving in a circle is always changing direction, so a force must act on it even when its speed stays the same. This force, called the centripetal force, points towards the centre of the circle. For a ball whirled on a string, the tension in the string provides it. For a car going round a bend, the friction between the tyres and the road provides it, which is why cars skid on icy corners. A faster speed or a tighter circle needs a larger force. If the force suddenly disappears, the object flies off in a straight line along the edge of its path.`,
  },
  {
    subject: "earth science",
    title: "Tidal bores",
    text: `A tidal bore is a wave that travels up a river against the direction of its current. It forms when a rising tide pushes into a river mouth that is shallow and narrows like a funnel. The incoming sea water piles up into a single wave, or a series of waves, that can move upstream for many kilometres. The largest bores occur around the spring tides, when the difference between high and low tide is greatest. The bore on the Qiantang River in China can reach several metres in height. Surfers travel to rivers such as the Severn in England to ride the bore for long distances.`,
  },
  {
    subject: "history",
    title: "The Boston Molasses Flood",
    text: `In January 1919, a huge storage tank full of molasses burst in the North End of Boston. A wave of sticky syrup several metres high rushed through the streets at about 50 kilometres an hour. It knocked buildings off their foundations and trapped people and horses. Twenty-one people died and about 150 were injured. Rescuers struggled for days, because the cold weather made the molasses thicken. A long court case later found that the tank had been built too thinly and had never been properly tested. The disaster led to stricter rules for the design and inspection of buildings in the city.`,
  },
  {
    subject: "history",
    title: "Sutton Hoo",
    text: `Sutton Hoo is a site in Suffolk, England, where archaeologists found a ship burial in 1939. Under a large mound lay the outline of a wooden ship about 27 metres long; the timber had rotted away, but rows of iron rivets showed its shape. In the middle of the ship was a burial chamber filled with treasures, including a gold belt buckle, silver bowls and a famous iron helmet. No body was found, because the acid soil had dissolved the bones. Many historians believe the grave belonged to Raedwald, a king of East Anglia who died around 625. The finds are now displayed in the British Museum.`,
  },
  {
    subject: "economics",
    title: "Network effects",
    text: `A network effect happens when a product becomes more valuable as more people use it. A telephone is useless if nobody else owns one, but very useful when everyone does. Social media sites and messaging apps work the same way: people join because their friends are already there. Network effects can help one company grow very large, because each new user attracts others. They also make it hard for rivals to compete, even with a better product, since customers do not want to leave the network their contacts use. Economists say that such markets tend to tip towards a single winner.`,
  },
  {
    subject: "computing",
    title: "Regular expressions",
    text: `A regular expression is a pattern that describes a set of strings of text. Programmers use regular expressions to search for text, to check input such as email addresses and to replace parts of a string. Most characters in a pattern simply match themselves, but some have special meanings. A dot matches any single character, and a star means that the item before it may repeat any number of times. Square brackets list characters that may appear in one position. Because patterns can be hard to read, programmers often test them on sample text before using them. A badly written pattern can run very slowly on long input.`,
  },
  {
    subject: "languages",
    title: "Eponyms",
    text: `An eponym is a word that comes from the name of a person or place. The sandwich is named after the Earl of Sandwich, who is said to have eaten beef between slices of bread so that he could keep playing cards. The word boycott comes from Charles Boycott, a land agent in Ireland whose neighbours refused to deal with him. Scientific units often honour scientists: the watt is named after James Watt. Over time, many eponyms lose their capital letter as speakers forget the person behind them. Brand names can become eponyms too, when people use them for every product of the same kind.`,
  },
  {
    subject: "law",
    title: "Easements",
    text: `An easement is a right to use another person's land for a particular purpose. A common example is a right of way, which lets the owner of one property cross a neighbour's driveway to reach their own house. Other easements allow pipes or cables to run under someone else's garden. An easement usually belongs to the land rather than to its owner, so it passes to whoever buys the property. It can be created by a written deed, and in some countries by long use without objection. The owner of the land cannot block the easement, but may still use the land in other ways.`,
  },
  {
    subject: "medicine",
    title: "Gallstones",
    text: `Gallstones are hard lumps that form in the gallbladder, a small organ under the liver that stores bile. Bile helps the body digest fat. Most gallstones are made of cholesterol and form when the bile contains too much of it. Many people have gallstones without knowing, but a stone that blocks a duct can cause sudden, severe pain in the upper right part of the belly, often after a fatty meal. Being overweight, losing weight very quickly and being over forty all raise the risk. When stones cause repeated attacks, surgeons usually remove the whole gallbladder, and people can live normally without it.`,
  },
];

const signboard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Mimicry",
    text: `Mimicry is the resemblance of one living thing to another, which helps it survive. In Batesian mimicry, a harmless animal copies the warning colours of a dangerous one: the hoverfly has black and yellow stripes like a wasp, so birds leave it alone. In Müllerian mimicry, several harmful species share the same pattern, and predators learn to avoid all of them after a single bad experience. Some predators use mimicry too. The alligator snapping turtle wiggles a pink, worm-shaped tip on its tongue to lure fish into its mouth. Mimicry only works while the copies stay rarer than the animals they imitate.`,
  },
  {
    subject: "biology",
    title: "Lungfish",
    text: `Lungfish are freshwater fish that can breathe air as well as water. Besides gills, they have one or two lungs that open from the gut. The African lungfish survives droughts by burrowing into the mud when its pond dries up. It wraps itself in a cocoon of hardened mucus, leaving only a small opening for breathing, and slows its body down. In this state it can live for months, or even years, until the rains return. Scientists study lungfish because they are close relatives of the first animals that moved onto land about 375 million years ago.`,
  },
  {
    subject: "chemistry",
    title: "Smelting",
    text: `Smelting is the process of extracting a metal from its ore by heating it with a reducing agent. Most metal ores are oxides, compounds of the metal with oxygen. In a blast furnace, iron ore is heated with coke, which is almost pure carbon, and limestone. The carbon takes the oxygen away from the iron oxide, forming carbon dioxide and leaving molten iron. The limestone removes sandy impurities, which float on top of the iron as a waste called slag. Metals more reactive than carbon, such as aluminium, cannot be smelted this way and are extracted by electrolysis instead.`,
  },
  {
    subject: "physics",
    title: "Surface tension",
    text: `Surface tension is the tendency of a liquid's surface to behave like a stretched elastic skin. It happens because the molecules at the surface are pulled inwards by the molecules below them, with nothing above to balance the pull. Surface tension lets pond skaters walk on water and makes small drops of water round. A steel needle placed gently on water can float, even though steel is much denser than water. Soap lowers the surface tension of water, which helps it spread over greasy dishes. Hot water also has a lower surface tension than cold water.`,
  },
  {
    subject: "earth science",
    title: "Clouds",
    text: `A cloud is a mass of tiny water droplets or ice crystals floating in the air. Clouds form when moist air rises and cools until the water vapour in it condenses onto specks of dust or salt. Meteorologists sort clouds by their shape and their height. Cumulus clouds are puffy and white, with flat bases, and usually mean fair weather. Stratus clouds form flat grey layers that can bring drizzle. Cirrus clouds are thin and wispy and form so high that they are made of ice. Tall, dark cumulonimbus clouds bring thunderstorms, heavy rain and sometimes hail.`,
  },
  {
    subject: "history",
    title: "The Zimmermann Telegram",
    text: `The Zimmermann Telegram was a secret message sent by the German foreign minister, Arthur Zimmermann, in January 1917. It proposed that Mexico join Germany in a military alliance if the United States entered the First World War. In return, Germany promised to help Mexico recover Texas, New Mexico and Arizona. British code breakers intercepted the telegram and decoded it. Britain passed it to the American government, which published it in March 1917. The message caused public anger in the United States, and in April Congress declared war on Germany.`,
  },
  {
    subject: "history",
    title: "Machu Picchu",
    text: `Machu Picchu is a fifteenth-century Inca citadel built on a mountain ridge in the Andes of Peru. It was probably a royal estate for the emperor Pachacuti. The Inca builders fitted its stone walls together so precisely, without mortar, that a knife blade cannot slip between the blocks. Terraces cut into the steep slopes were used for farming and helped prevent landslides. The site was abandoned around the time of the Spanish conquest and was never found by the Spanish. The American explorer Hiram Bingham brought it to international attention in 1911.`,
  },
  {
    subject: "economics",
    title: "Barriers to entry",
    text: `Barriers to entry are obstacles that make it difficult for new firms to enter a market. A common barrier is the high cost of starting up: building a steel works or a car factory needs huge investment before anything is sold. Patents give an inventor the sole right to make a product for a number of years. Established firms may also enjoy strong brand loyalty, so customers are slow to try a newcomer. Where barriers to entry are high, the firms already in the market face little competition and can keep prices high. Governments sometimes lower barriers to encourage competition.`,
  },
  {
    subject: "computing",
    title: "Binary search",
    text: `Binary search is an algorithm for finding an item in a sorted list. It compares the target with the item in the middle of the list. If they match, the search is over. If the target is smaller, the search continues in the lower half; if it is larger, in the upper half. Each step halves the part of the list that is left, so even a list of a million items needs only about twenty comparisons. Binary search does not work on an unsorted list, which must be sorted first or searched item by item.`,
  },
  {
    subject: "languages",
    title: "Synonyms",
    text: `Synonyms are words that have the same or nearly the same meaning, such as big and large. English has many synonyms because it borrowed words from French and Latin while keeping its older Germanic words. Few synonyms are perfect, though. They often differ in formality: begin is more formal than start, and commence is more formal still. They may also differ in what they suggest: slim sounds more flattering than skinny. Writers use a thesaurus to find synonyms, but they must check that the word they choose fits the context.`,
  },
  {
    subject: "law",
    title: "Restraining orders",
    text: `A restraining order is a court order that forbids a person from doing certain things, such as contacting or approaching someone. Victims of harassment or domestic abuse can apply to a court for one. A judge may grant a temporary order quickly, sometimes without the other person present, and then hold a full hearing later. The order can require the person to stay a set distance away from the victim's home or workplace. Breaking a restraining order is a criminal offence, and the police can arrest someone who does so.`,
  },
  {
    subject: "medicine",
    title: "Lactose intolerance",
    text: `Lactose intolerance is difficulty digesting lactose, the main sugar in milk. It happens when the small intestine makes too little of an enzyme called lactase. Undigested lactose passes into the large intestine, where bacteria ferment it and produce gas. This causes bloating, stomach cramps and diarrhoea, usually within a few hours of eating dairy products. Lactose intolerance is very common in adults, especially in East Asia and West Africa. Most people can manage it by eating less dairy or choosing lactose-free milk, and hard cheeses contain very little lactose.`,
  },
];

const billboard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Pangolins",
    text: `Pangolins are mammals covered in hard, overlapping scales made of keratin, the same protein as human fingernails. When threatened, a pangolin rolls into a tight ball that even a lion struggles to open. Pangolins have no teeth. They catch ants and termites with a sticky tongue that can be longer than their body, and small stones in their stomach help grind the food. A pangolin can close its ears and nostrils while it raids an ant nest. All eight species are endangered, because pangolins are hunted for their meat and for their scales, which are used in traditional medicine.`,
  },
  {
    subject: "biology",
    title: "Tapeworms",
    text: `Tapeworms are flat parasitic worms that live in the intestines of animals, including humans. A tapeworm has no mouth or gut; it absorbs digested food through its skin. Its head carries hooks and suckers that attach it to the wall of the intestine. The body is a long chain of segments, and each mature segment is full of eggs. People usually become infected by eating undercooked meat or fish that contains tapeworm larvae. An infection can often be treated with a single dose of medicine, and cooking meat thoroughly prevents it.`,
  },
  {
    subject: "chemistry",
    title: "Carbonation",
    text: `Carbonation is the dissolving of carbon dioxide gas in a liquid under pressure. Fizzy drinks are made by forcing carbon dioxide into cold water and sealing the bottle. When the bottle is opened, the pressure drops and the gas comes out of solution as bubbles. Gases dissolve better in cold liquids than in warm ones, which is why a warm drink goes flat faster. Some of the dissolved carbon dioxide reacts with water to form carbonic acid, a weak acid that gives fizzy water its sharp taste.`,
  },
  {
    subject: "physics",
    title: "Hydraulics",
    text: `Hydraulic systems use a liquid to transmit force from one place to another. They work because liquids are almost impossible to compress, so pressure applied at one point is passed on equally throughout the liquid. In a hydraulic jack, a small force on a narrow piston creates pressure that pushes on a much wider piston. Because the wide piston has a larger area, it produces a larger force, enough to lift a car. The small piston must move much further than the large one, so no energy is gained. Car brakes and the arms of diggers also work hydraulically.`,
  },
  {
    subject: "earth science",
    title: "Ocean trenches",
    text: `Ocean trenches are long, narrow depressions in the sea floor and are the deepest parts of the ocean. They form at subduction zones, where one tectonic plate slides beneath another and sinks into the mantle. The Mariana Trench in the western Pacific is the deepest, reaching almost 11 kilometres below sea level. Trenches are often found beside chains of volcanoes and are the sites of many powerful earthquakes. The water at the bottom is near freezing and completely dark, yet amphipods and other small animals live there.`,
  },
  {
    subject: "history",
    title: "The Peterloo Massacre",
    text: `The Peterloo Massacre took place at St Peter's Field in Manchester on 16 August 1819. A crowd of about 60,000 people had gathered peacefully to demand reform of parliamentary representation. The local magistrates ordered the cavalry to arrest the speaker, Henry Hunt, and the soldiers charged into the crowd with sabres drawn. About 15 people were killed and hundreds were injured. The name Peterloo mocked the Battle of Waterloo, fought four years earlier. The government responded by passing the Six Acts, which restricted public meetings and radical newspapers.`,
  },
  {
    subject: "history",
    title: "Angkor Wat",
    text: `Angkor Wat is a vast temple complex in Cambodia, built in the early twelfth century by the Khmer king Suryavarman II. It was first dedicated to the Hindu god Vishnu and later became a Buddhist temple. The temple is surrounded by a moat about 190 metres wide and is designed to represent Mount Meru, the home of the gods. Its walls are covered with carved scenes from Hindu epics. Angkor was the capital of the Khmer Empire, and its network of reservoirs and canals supplied water to a city of perhaps a million people. Today Angkor Wat appears on the national flag of Cambodia.`,
  },
  {
    subject: "economics",
    title: "Stagflation",
    text: `Stagflation is a combination of high inflation, high unemployment and slow economic growth. It puzzles policymakers, because the usual remedies pull in opposite directions: raising interest rates can curb inflation but may deepen unemployment, while cutting them may boost jobs but push prices higher. The best-known example came in the 1970s, when oil prices rose sharply after oil-producing countries cut supplies. Higher energy costs raised prices throughout the economy while firms cut output and jobs. Many economists had believed that high inflation and high unemployment could not occur together.`,
  },
  {
    subject: "computing",
    title: "Linked lists",
    text: `A linked list is a data structure made of nodes, each holding a value and a pointer to the next node. The first node is called the head, and the last node points to nothing. Unlike an array, a linked list does not need a single block of memory, so it can grow one node at a time. Adding or removing a node is quick, because only a few pointers change. Finding the tenth item, however, means following the pointers from the head one by one. In a doubly linked list, each node also points back to the one before it.`,
  },
  {
    subject: "languages",
    title: "Clichés",
    text: `A cliché is a phrase that has been used so often that it has lost its force, such as "at the end of the day" or "avoid it like the plague". Many clichés began as fresh and vivid images; the word cliché itself comes from French printing, where it named a metal plate used to print the same words again and again. Writing teachers advise students to replace clichés with precise language of their own. In speech, however, clichés can be useful, because listeners understand them instantly. Some clichés also survive as idioms whose original meaning has been forgotten.`,
  },
  {
    subject: "law",
    title: "Contempt of court",
    text: `Contempt of court is behaviour that disobeys or shows disrespect for a court. Refusing to follow a court order, such as an order to pay money or to hand over documents, is a common form. Disrupting a trial, insulting a judge or photographing inside a courtroom can also be contempt. In many countries, publishing information that could prejudice a jury before a trial ends is contempt too. A judge can punish contempt with a fine or a prison sentence. The power exists so that courts can protect their authority and make sure trials are fair.`,
  },
  {
    subject: "medicine",
    title: "Whooping cough",
    text: `Whooping cough, also called pertussis, is a bacterial infection of the lungs and airways. It begins like a cold, but after a week or two the person develops long fits of coughing. Each fit may end with a sharp "whoop" as the person gasps for breath. The cough can last for up to three months. Whooping cough is most dangerous for babies, who may stop breathing during a fit. It is treated with antibiotics, and it is prevented by vaccination; pregnant women are offered the vaccine so that their newborn babies are protected.`,
  },
];

const hoarding: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Electric eels",
    text: `Despite their name, electric eels are not true eels but a kind of knifefish from the rivers of South America. Most of an electric eel's long body is taken up by three electric organs made of thousands of cells called electrocytes. Each electrocyte produces a tiny voltage, but because the cells are stacked in series like batteries, together they can deliver a shock of up to 800 volts. The eel uses weak pulses to sense its surroundings in muddy water and strong shocks to stun fish before eating them. Electric eels breathe air, so they must come to the surface about every ten minutes.`,
  },
  {
    subject: "biology",
    title: "Mycorrhizal fungi",
    text: `Mycorrhizal fungi live in a partnership with the roots of most land plants. The fungus grows fine threads, called hyphae, that spread far through the soil and reach water and minerals the roots cannot. In return, the plant gives the fungus sugars it has made by photosynthesis. Because the hyphae are much thinner than roots, they can enter tiny gaps between soil particles. Phosphorus in particular is taken up far more easily with the fungus's help. Some scientists believe that the threads connecting neighbouring trees let them pass nutrients to one another.`,
  },
  {
    subject: "chemistry",
    title: "Esters",
    text: `Esters are compounds that give many fruits and flowers their smell. An ester forms when a carboxylic acid reacts with an alcohol, and water is released in the process. This reaction, called esterification, is slow, so a little concentrated sulfuric acid is added as a catalyst and the mixture is warmed. Ethyl ethanoate, made from ethanoic acid and ethanol, smells of pear drops and is used as a solvent in nail varnish remover. Because esters evaporate easily, they are widely used in perfumes and food flavourings.`,
  },
  {
    subject: "physics",
    title: "Superconductors",
    text: `A superconductor is a material that conducts electricity with no resistance at all. Most superconductors only behave this way when they are cooled below a critical temperature, often close to absolute zero. Mercury was the first superconductor to be discovered, by Heike Kamerlingh Onnes in 1911, when he cooled it with liquid helium to about minus 269 degrees Celsius. Because no energy is lost as heat, a current can flow around a superconducting loop for years. Superconducting magnets are used in hospital MRI scanners and in particle accelerators.`,
  },
  {
    subject: "earth science",
    title: "Geodes",
    text: `A geode is a hollow rock whose inside is lined with crystals. Most geodes begin as gas bubbles in volcanic rock or as cavities left in limestone. Over thousands of years, groundwater carrying dissolved minerals seeps into the hollow. As the water evaporates or cools, the minerals come out of solution and grow as crystals on the walls, usually quartz or purple amethyst. From the outside a geode looks like an ordinary round stone, so collectors must crack it open to see whether it holds crystals.`,
  },
  {
    subject: "history",
    title: "The Congress of Vienna",
    text: `The Congress of Vienna was a meeting of European powers held in 1814 and 1815, after the defeat of Napoleon. Its aim was to redraw the map of Europe and to prevent any single country from dominating the continent again. The meeting was led by Austria, Britain, Prussia and Russia, and the Austrian foreign minister, Prince Metternich, played the central part. France was allowed to send a representative, Talleyrand, who won better terms for his country than expected. The settlement created a balance of power that kept Europe free of a general war for almost a century.`,
  },
  {
    subject: "history",
    title: "Great Zimbabwe",
    text: `Great Zimbabwe is a ruined city in the south-east of modern Zimbabwe that was built between the eleventh and fifteenth centuries. It was the capital of a wealthy kingdom whose rulers controlled the trade in gold and ivory with ports on the Indian Ocean coast. Its most famous structure, the Great Enclosure, has a stone wall about eleven metres high built without any mortar. Chinese pottery and Persian glass found at the site show how far its trade reached. The city was abandoned in the fifteenth century, probably because the land could no longer feed so many people. The modern country takes its name from the site.`,
  },
  {
    subject: "economics",
    title: "Quantitative easing",
    text: `Quantitative easing is a policy in which a central bank creates new money and uses it to buy government bonds and other assets. It is used when interest rates are already close to zero and cannot be cut much further. By buying bonds, the central bank pushes up their prices and pushes down long-term interest rates, which makes borrowing cheaper for businesses and households. The Bank of England and the US Federal Reserve both used quantitative easing after the financial crisis of 2008. Critics argue that the policy mainly raises the prices of shares and houses, which benefits people who already own them.`,
  },
  {
    subject: "computing",
    title: "Virtual machines",
    text: `A virtual machine is a computer simulated in software, running on a real computer called the host. A program called a hypervisor shares the host's processor, memory and storage between several virtual machines, each of which runs its own operating system. Because each virtual machine is isolated, a crash or virus in one does not affect the others. Virtual machines let a company run many servers on a single physical machine, which saves energy and space. A snapshot saves a virtual machine's whole state, so it can be restored later if something goes wrong.`,
  },
  {
    subject: "languages",
    title: "Malapropisms",
    text: `A malapropism is the mistaken use of a word in place of a similar-sounding word, often with a funny result. Saying that someone is "the pineapple of politeness" instead of "the pinnacle of politeness" is a famous example. The term comes from Mrs Malaprop, a character in Richard Sheridan's play The Rivals, first performed in 1775, who constantly confuses words. Malapropisms differ from spoonerisms, in which the first sounds of two words are swapped. Writers use malapropisms to make a character seem pompous or poorly educated.`,
  },
  {
    subject: "law",
    title: "Non-disclosure agreements",
    text: `A non-disclosure agreement, or NDA, is a contract in which one or more people promise to keep certain information secret. Businesses use them to protect trade secrets, such as recipes or designs, when they share details with employees, investors or partners. An NDA usually states what information is covered, how long the duty of secrecy lasts and what happens if it is broken. A person who breaks an NDA can be sued for damages, and a court may order them to stop sharing the information. However, an NDA cannot lawfully stop someone from reporting a crime to the police.`,
  },
  {
    subject: "medicine",
    title: "Vertigo",
    text: `Vertigo is the feeling that you or the room around you is spinning when nothing is moving. It is a symptom rather than a disease, and it is usually caused by a problem in the inner ear, which helps control balance. The most common cause is benign paroxysmal positional vertigo, in which tiny crystals of calcium carbonate come loose and drift into the wrong part of the ear. Attacks are often triggered by turning the head or rolling over in bed, and they usually last less than a minute. A doctor can often cure this kind of vertigo with a simple series of head movements that guide the crystals back into place.`,
  },
];

const marquee: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Slime moulds",
    text: `Slime moulds are simple organisms that spend part of their lives as single cells and part as a large, shared mass. They are neither plants nor fungi, although they were once classed as fungi because they make spores. When food runs short, thousands of single cells crawl together and form a slug-like body that moves towards light. The slug then grows a stalk with a ball of spores on top, and the wind carries the spores away. In laboratory experiments, a slime mould placed in a maze found the shortest path between two pieces of food.`,
  },
  {
    subject: "biology",
    title: "Nitrogen fixation",
    text: `Nitrogen fixation is the conversion of nitrogen gas from the air into compounds that living things can use. Although the air is about 78 percent nitrogen, plants and animals cannot use the gas directly, because its two atoms are held together by a very strong triple bond. Certain bacteria can break this bond and turn nitrogen into ammonia. Many of these bacteria live in small swellings, called nodules, on the roots of peas, beans and clover. Farmers grow these crops in rotation with others, since they leave the soil richer in nitrogen for the next crop.`,
  },
  {
    subject: "chemistry",
    title: "Buffer solutions",
    text: `A buffer solution is a solution that resists changes in pH when small amounts of acid or alkali are added. It usually contains a weak acid together with one of its salts. If acid is added, the salt reacts with the extra hydrogen ions; if alkali is added, the weak acid neutralises it. Human blood is buffered at a pH of about 7.4, mainly by carbonic acid and hydrogen carbonate ions. Buffers are also used in shampoos, in brewing and to calibrate pH meters.`,
  },
  {
    subject: "physics",
    title: "Terminal velocity",
    text: `When an object falls through air, two forces act on it: its weight pulls it down and air resistance pushes it up. At first the object speeds up, but air resistance grows as its speed increases. Eventually the two forces are equal, so the object stops accelerating and falls at a steady speed called its terminal velocity. A skydiver in a spread position reaches a terminal velocity of about 55 metres per second. Opening a parachute greatly increases air resistance, which slows the skydiver to a much lower terminal velocity that makes a safe landing possible.`,
  },
  {
    subject: "earth science",
    title: "Rain shadows",
    text: `A rain shadow is a dry area on the sheltered side of a mountain range. Moist air blowing in from the sea is forced to rise over the mountains. As it rises, the air cools and its water vapour condenses into clouds, so heavy rain falls on the windward slopes. By the time the air crosses the peaks and sinks down the far side, it has lost most of its moisture and warms up again. The Atacama Desert in Chile, one of the driest places on Earth, lies in the rain shadow of the Andes.`,
  },
  {
    subject: "history",
    title: "The Code of Hammurabi",
    text: `The Code of Hammurabi is one of the oldest written sets of laws in the world. It was issued by Hammurabi, king of Babylon, around 1754 BC and carved on a tall stone pillar for the public to see. The code contains 282 laws covering trade, property, family life and crime. Many of its punishments follow the principle of "an eye for an eye", but penalties often depended on whether the victim was a noble, a free person or a slave. The pillar was found by French archaeologists in 1901 and is now in the Louvre in Paris.`,
  },
  {
    subject: "history",
    title: "The Taiping Rebellion",
    text: `The Taiping Rebellion was a civil war in southern China that lasted from 1850 to 1864. It was led by Hong Xiuquan, a failed candidate in the imperial examinations who believed he was the younger brother of Jesus. His followers set up the Taiping Heavenly Kingdom and made Nanjing its capital in 1853. The rebels banned opium, gambling and foot binding, and promised to share land equally. The Qing government finally defeated them with the help of regional armies and Western officers. Estimates of the dead range from 20 to 30 million, making it one of the deadliest wars in history.`,
  },
  {
    subject: "economics",
    title: "Hyperinflation",
    text: `Hyperinflation is extremely rapid inflation, often defined as prices rising by more than 50 percent in a single month. It usually happens when a government prints large amounts of money to pay its debts. As more money chases the same amount of goods, prices rise, and people rush to spend their cash before it loses more value, which pushes prices up even faster. In Germany in 1923, prices doubled every few days, and workers were paid twice a day. Hyperinflation is normally ended by introducing a new currency and strictly limiting how much money is printed.`,
  },
  {
    subject: "computing",
    title: "Queues",
    text: `A queue is a data structure in which items are removed in the same order that they were added. This rule is called first in, first out, or FIFO. New items join at the back of the queue, an operation called enqueue, and items leave from the front, an operation called dequeue. Printers use a queue so that documents are printed in the order they were sent. A queue differs from a stack, where the last item added is the first to be removed.`,
  },
  {
    subject: "languages",
    title: "Back-formation",
    text: `Back-formation is the creation of a new word by removing what looks like a prefix or suffix from an existing word. For example, the verb "edit" was formed from the noun "editor", although "editor" came into English first. Similarly, "burgle" was made from "burglar" and "televise" from "television". Back-formation usually happens because speakers assume that a longer word must have been built from a shorter one. Many back-formations were first treated as mistakes before they became accepted.`,
  },
  {
    subject: "law",
    title: "Habeas corpus",
    text: `Habeas corpus is a legal right that protects people from being held in prison without a lawful reason. The phrase is Latin for "you shall have the body". A person who is detained, or someone acting for them, can ask a court for a writ of habeas corpus. The court then orders the jailer to bring the prisoner before it and to explain why they are being held. If there is no legal justification, the prisoner must be released. In England the right was strengthened by the Habeas Corpus Act of 1679.`,
  },
  {
    subject: "medicine",
    title: "Sickle cell disease",
    text: `Sickle cell disease is an inherited disorder of the red blood cells. People with the disease make an abnormal form of haemoglobin, the protein that carries oxygen, which makes their red blood cells stiff and curved like a sickle. These cells can block small blood vessels, causing sudden attacks of severe pain. Because sickle cells break down quickly, patients also often have anaemia. A child develops the disease only if they inherit the faulty gene from both parents. The condition is most common in people with African or Caribbean ancestry.`,
  },
];

const pennant: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Cleaner fish",
    text: `Cleaner fish are small fish that eat parasites and dead skin off larger fish. The bluestreak cleaner wrasse, which lives on coral reefs in the Indian and Pacific Oceans, is the best known. Larger fish visit fixed spots on the reef, called cleaning stations, and hold still with their mouths and gills open while the wrasse works. Both sides gain from the arrangement: the cleaner gets a meal and the client loses its parasites. Some predators even allow cleaners to swim inside their mouths without eating them. A fish called the sabre-toothed blenny mimics the cleaner's colours so that it can get close and bite chunks out of other fish.`,
  },
  {
    subject: "biology",
    title: "Stomata",
    text: `Stomata are tiny pores, mostly on the underside of leaves, that let gases pass into and out of a plant. Each stoma is surrounded by two guard cells that control its size. When the guard cells take in water, they swell and curve apart, which opens the pore. Carbon dioxide enters through open stomata for photosynthesis, and oxygen and water vapour escape. On hot, dry days plants close their stomata to save water, but this also slows photosynthesis. Most stomata are on the lower surface because it is cooler and shaded, so less water evaporates.`,
  },
  {
    subject: "chemistry",
    title: "Emulsifiers",
    text: `An emulsifier is a substance that helps two liquids that would normally separate, such as oil and water, stay mixed. Each emulsifier molecule has a head that is attracted to water and a tail that is attracted to oil. The tails push into tiny droplets of oil while the heads face the water around them, which stops the droplets from joining up again. Mayonnaise is an emulsion of oil and vinegar held together by lecithin from egg yolk. Emulsifiers are also added to ice cream, chocolate and salad dressings to give them a smooth texture.`,
  },
  {
    subject: "physics",
    title: "Resonance",
    text: `Every object that can vibrate has a natural frequency at which it vibrates most easily. Resonance happens when something is pushed at that same frequency, and the size of its vibrations grows. A child on a swing goes higher when each push is timed to match the swing's natural rhythm. A singer can shatter a wine glass by holding a note at the glass's natural frequency. Engineers must design bridges and buildings so that wind or marching feet cannot make them resonate. In 1831 soldiers marching in step across the Broughton Suspension Bridge near Manchester caused it to collapse.`,
  },
  {
    subject: "earth science",
    title: "Storm surges",
    text: `A storm surge is a rise in sea level caused by a storm, on top of the normal tide. Strong winds push water towards the shore, and the low air pressure at the centre of the storm lets the sea surface bulge upwards. A surge is highest where the coast is low and the sea floor is shallow, because the water has nowhere to go but inland. If a surge arrives at high tide, flooding is far worse. In 1953 a storm surge in the North Sea killed more than 1,800 people in the Netherlands, which led the country to build the Delta Works, a huge system of dams and barriers.`,
  },
  {
    subject: "history",
    title: "The Defenestration of Prague",
    text: `The Defenestration of Prague took place in May 1618, when Protestant nobles threw two Catholic royal officials and their secretary out of a high window of Prague Castle. The nobles were angry that the Catholic Habsburg rulers were limiting the religious freedom of Protestants in Bohemia. All three men survived the fall of about 20 metres. Catholics said angels had saved them, while Protestants claimed they had landed in a pile of manure. The event started a revolt in Bohemia that grew into the Thirty Years' War, one of the most destructive conflicts in European history.`,
  },
  {
    subject: "history",
    title: "The Battle of Marathon",
    text: `The Battle of Marathon was fought in 490 BC between the Athenians and an invading Persian army. The Persians had landed on the plain of Marathon, about 40 kilometres from Athens. Although they were heavily outnumbered, the Athenians attacked across the plain and drove the Persians back to their ships. According to legend, a messenger named Pheidippides ran all the way to Athens to announce the victory and then collapsed and died. The modern marathon race, first held at the Olympic Games of 1896, was named after this story.`,
  },
  {
    subject: "economics",
    title: "Adverse selection",
    text: `Adverse selection happens when one side of a deal knows more than the other about the quality of what is being traded. In insurance, people who know they are likely to make a claim are the keenest to buy cover. If an insurer cannot tell them apart from low-risk customers, it has to raise its prices for everyone. The higher prices then drive away the low-risk customers, leaving an even riskier group. Insurers reduce adverse selection by asking health questions, by requiring medical checks and by making cover compulsory for everyone.`,
  },
  {
    subject: "computing",
    title: "Sandboxing",
    text: `A sandbox is a restricted area in which a program runs without being able to affect the rest of the computer. Web browsers run each website in a sandbox, so a harmful page cannot read files on the user's disk. Security researchers open suspicious email attachments inside a sandbox to watch what they do without putting the real system at risk. A sandboxed program can only use the resources it has been given, such as a particular folder or a network connection. Sandboxing does not make software safe on its own, because attackers sometimes find flaws that let a program escape.`,
  },
  {
    subject: "languages",
    title: "Lingua francas",
    text: `A lingua franca is a language used for communication between people who do not share a first language. The term comes from a mixed trading language used in Mediterranean ports from around the eleventh century. Latin served as the lingua franca of scholars in Europe for more than a thousand years. Today English is the most widely used lingua franca, especially in science, aviation and international business. Swahili plays a similar role across much of East Africa, where it is spoken by more than 80 million people.`,
  },
  {
    subject: "law",
    title: "Double jeopardy",
    text: `Double jeopardy is the rule that a person cannot be tried twice for the same crime after being acquitted or convicted. The rule protects people from being harassed by repeated prosecutions for a single act. It is written into the Fifth Amendment to the United States Constitution. In England and Wales the rule was changed by the Criminal Justice Act 2003, which allows a retrial for certain serious crimes if compelling new evidence appears. The first person convicted under this exception was Billy Dunlop, who had been acquitted of murder in 1991.`,
  },
  {
    subject: "medicine",
    title: "Shin splints",
    text: `Shin splints is the common name for pain along the inner edge of the shinbone. It is usually caused by repeated stress on the bone and the muscles attached to it, and it is common among runners, dancers and army recruits. Increasing training too quickly, running on hard surfaces and wearing worn-out shoes all raise the risk. The pain usually eases with rest, ice and a gradual return to exercise. If the pain continues even at rest, a doctor may check for a stress fracture, a tiny crack in the bone.`,
  },
];

const awning: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Archerfish",
    text: `Archerfish are small fish of mangrove swamps and river mouths in Southeast Asia and northern Australia that hunt insects sitting above the water. An archerfish presses its tongue against a groove in the roof of its mouth to form a narrow tube, then snaps its gill covers shut to fire a jet of water. The jet can knock a beetle off a leaf up to two metres away. Light bends where it passes from air into water, so the fish must correct its aim for the difference between where the insect appears and where it really is. Young archerfish miss often and improve by watching older fish hunt.`,
  },
  {
    subject: "biology",
    title: "Remoras",
    text: `Remoras are slim fish that ride on sharks, whales, turtles and even divers. The front fin on a remora's back has changed over millions of years into an oval sucking disc on top of its head. Rows of ridges inside the disc lift to create a partial vacuum, so the fish holds on tightly but can let go in an instant. A remora saves energy by travelling this way, and it feeds on scraps from its host's meals and on parasites from its skin. Fishermen in several parts of the world once tied lines to the tails of remoras and released them to catch turtles.`,
  },
  {
    subject: "chemistry",
    title: "Catalytic converters",
    text: `A catalytic converter is a device in a car's exhaust system that turns harmful gases into less harmful ones. Inside is a ceramic honeycomb coated with thin layers of platinum, palladium and rhodium. The honeycomb gives the hot exhaust a huge surface to flow over. Carbon monoxide is oxidised to carbon dioxide, unburnt fuel is oxidised to carbon dioxide and water, and nitrogen oxides are reduced to nitrogen. The converter works well only once it is hot, so most of the pollution from a short journey comes in the first few minutes. Because the metals in them are valuable, catalytic converters are often stolen from parked cars.`,
  },
  {
    subject: "physics",
    title: "Total internal reflection",
    text: `When light travels from glass or water into air, it bends away from the normal. If the angle at which it meets the surface is larger than a value called the critical angle, no light escapes and all of it is reflected back inside. This is total internal reflection. The critical angle for ordinary glass is about 42 degrees. Optical fibres use the effect to carry light signals for many kilometres, because the light keeps bouncing along the inside of the thin glass core. Diamonds sparkle because their critical angle is small, about 24 degrees, so light entering a cut stone is reflected many times before it leaves.`,
  },
  {
    subject: "earth science",
    title: "Karst landscapes",
    text: `Karst is a landscape formed where rainwater slowly dissolves soluble rock, usually limestone. Rain picks up carbon dioxide from the air and soil and becomes a weak acid, which widens cracks in the rock over thousands of years. Streams disappear down holes called swallow holes and flow through underground channels, so karst areas often have few rivers on the surface. Caves, sinkholes and limestone pavements are typical features. The tower karst around Guilin in southern China has steep, isolated hills left standing after the rock around them was dissolved. Because water moves quickly through the rock, pollution on the surface can reach wells and springs with little filtering.`,
  },
  {
    subject: "history",
    title: "The voyages of Zheng He",
    text: `Zheng He was a Chinese admiral who led seven great voyages across the Indian Ocean between 1405 and 1433 for the Ming emperor Yongle. His fleets carried tens of thousands of men in hundreds of ships, and the largest treasure ships were far bigger than any European vessel of the time. The fleets visited Southeast Asia, India, Arabia and the east coast of Africa. Zheng He traded silk and porcelain, collected tribute from local rulers and brought back a giraffe for the emperor's court. After Yongle died, officials at court argued that the voyages cost too much, and the Ming government stopped them and later destroyed many of the records.`,
  },
  {
    subject: "history",
    title: "The Corn Laws",
    text: `The Corn Laws were British laws that placed high duties on imported grain from 1815 to 1846. Landowners in Parliament passed them after the Napoleonic Wars to keep grain prices high and protect their rents. Factory owners and workers opposed the laws because they made bread expensive, and in 1838 the Anti-Corn Law League was founded in Manchester to campaign against them. The failure of the potato crop in Ireland in 1845 made cheap food an urgent matter. Prime Minister Robert Peel repealed the laws in 1846, which split his Conservative Party and marked a turn in Britain towards free trade.`,
  },
  {
    subject: "economics",
    title: "Price ceilings",
    text: `A price ceiling is a legal maximum price that sellers may charge for a good or service. Governments set ceilings to keep essentials such as rent, fuel or bread affordable. A ceiling has an effect only if it is set below the price the market would reach on its own. At the lower price, more people want to buy but sellers offer less, so a shortage appears. Queues, waiting lists and black markets often follow. Rent control is a common example: tenants who already have controlled flats gain, but landlords may stop repairing buildings, and fewer new homes are built for rent.`,
  },
  {
    subject: "computing",
    title: "Parity bits",
    text: `A parity bit is an extra bit added to a group of binary digits so that errors in storage or transmission can be detected. With even parity, the sender sets the parity bit so that the total number of 1s in the group is even. The receiver counts the 1s again, and if the total is odd, it knows that a bit has been flipped on the way. A single parity bit can detect any one flipped bit, but if two bits flip, the count is even again and the error goes unnoticed. Parity cannot show which bit is wrong, so the data must be sent again. Early computer memory often stored one parity bit with every byte.`,
  },
  {
    subject: "languages",
    title: "Double negatives",
    text: `A double negative is the use of two negative words in one clause, as in "I didn't see nobody". In standard modern English the two negatives are said to cancel out, so careful writers avoid the form. In many other languages, and in many dialects of English, the second negative simply makes the statement stronger. French uses "ne" and "pas" together in ordinary sentences, and Spanish says "no vi a nadie" for "I didn't see anyone". Chaucer and Shakespeare used double negatives freely. The rule against them in English became firm in the eighteenth century, when grammar writers argued that language should follow logic.`,
  },
  {
    subject: "law",
    title: "Subpoenas",
    text: `A subpoena is a court order that requires a person to give evidence or to produce documents. The name comes from the Latin words for "under penalty", which appeared on the writ. A subpoena to testify orders a witness to appear at a trial or hearing, while a subpoena for documents orders someone to hand over records. A person who ignores a subpoena without a good reason can be found in contempt of court and fined or jailed. A subpoena can be challenged in court, for example if it asks for privileged material such as letters between a client and a lawyer.`,
  },
  {
    subject: "medicine",
    title: "Jaundice",
    text: `Jaundice is a yellowing of the skin and the whites of the eyes caused by too much bilirubin in the blood. Bilirubin is a yellow substance made when old red blood cells are broken down. The liver normally takes it from the blood and passes it out in bile. Jaundice appears when red cells are destroyed too quickly, when the liver is damaged, for example by hepatitis, or when a gallstone blocks the duct that carries bile to the gut. Many newborn babies develop mild jaundice because their livers are not yet fully working. It is treated with blue light, which changes bilirubin into a form the body can remove more easily.`,
  },
];

const streamer: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Owl pellets",
    text: `Owls usually swallow small prey whole, such as mice, voles and shrews. Their stomachs cannot digest bones, fur, feathers or teeth, so these parts are pressed together in the gizzard into a tight oval lump called a pellet. Several hours after a meal, the owl coughs the pellet up and drops it below its roost. Pellets are dry and do not smell, because they contain no soft flesh. Scientists pull pellets apart to find out what owls eat, and the tiny skulls inside can show which small mammals live in an area. Many schools dissect pellets in science lessons.`,
  },
  {
    subject: "biology",
    title: "Nudibranchs",
    text: `Nudibranchs are soft-bodied sea slugs that lose their shells after the larval stage. Their name means "naked gills", because many species carry feathery gills openly on their backs. Most are brightly coloured, which warns predators that they taste bad or are poisonous. Some nudibranchs feed on jellyfish and sea anemones without firing their stinging cells, then store the cells in the tips of their own bodies for defence. Others eat algae and keep the algae's chloroplasts alive in their tissues, so that they can gain sugar from sunlight for weeks. Nudibranchs are hermaphrodites, so any adult can mate with any other of its species.`,
  },
  {
    subject: "chemistry",
    title: "Limelight",
    text: `Limelight is a bright white light produced by heating a block of quicklime, which is calcium oxide. A flame of burning hydrogen and oxygen is aimed at the block, and the lime becomes so hot that it glows intensely without melting. The effect was discovered in the 1820s, and Thomas Drummond used it to make distant survey points visible. From the 1830s, theatres used limelight to pick out leading actors on stage, which is where the phrase "in the limelight" comes from. The gases had to be handled carefully, because a mixture of hydrogen and oxygen can explode. Electric arc lamps replaced limelight at the end of the nineteenth century.`,
  },
  {
    subject: "physics",
    title: "Faraday cages",
    text: `A Faraday cage is a box or mesh made of a conducting material that blocks electric fields from the space inside it. When an outside field reaches the cage, free electrons in the metal move until their charges cancel the field within. A person inside a metal cage can be struck by an artificial lightning bolt without harm, because the current flows around the outside. A car protects its passengers from lightning in a similar way, though its metal body rather than its tyres is what keeps them safe. The holes in a cage must be much smaller than the wavelength of the waves it blocks, which is why the door of a microwave oven has a fine metal mesh.`,
  },
  {
    subject: "earth science",
    title: "Lahars",
    text: `A lahar is a fast-moving flow of mud, rock and water that pours down the sides of a volcano. Lahars form when an eruption melts snow and ice on the summit, when heavy rain falls on loose volcanic ash, or when a crater lake bursts. They travel along river valleys and can move faster than 60 kilometres an hour. As a lahar picks up more material, it grows and can bury whole towns. In 1985 a lahar from the Nevado del Ruiz volcano in Colombia destroyed the town of Armero and killed more than 20,000 people. Warning systems now use sensors in valleys to detect the ground shaking as a lahar approaches.`,
  },
  {
    subject: "history",
    title: "The Boston Massacre",
    text: `The Boston Massacre took place on 5 March 1770, when British soldiers fired into a crowd in Boston, killing five men. Tension had been growing since troops were sent to the city in 1768 to enforce unpopular taxes. On the evening of the shooting, a crowd gathered around a soldier guarding the Custom House and began throwing snowballs and sticks. More soldiers arrived, and in the confusion they opened fire. The lawyer John Adams defended the soldiers in court, and most of them were found not guilty. Patriot leaders such as Paul Revere spread an engraving of the event, which turned many colonists against British rule.`,
  },
  {
    subject: "history",
    title: "The Dreyfus affair",
    text: `In 1894 Alfred Dreyfus, a Jewish captain in the French army, was wrongly convicted of passing military secrets to Germany. He was sentenced to life imprisonment on Devil's Island, a prison colony off the coast of South America. Two years later, an officer found evidence that another man, Major Esterhazy, was the real traitor, but the army covered it up. In 1898 the novelist Émile Zola published an open letter titled "J'accuse…!" that accused the army of lying. The affair split France between those who defended the army and those who demanded justice. Dreyfus was finally cleared in 1906 and returned to the army.`,
  },
  {
    subject: "economics",
    title: "Cartels",
    text: `A cartel is a group of firms that agree to act together instead of competing, usually by fixing prices or limiting how much each produces. By cutting supply, members can push prices above the level a competitive market would set and earn larger profits. Cartels are unstable, because each member gains by secretly selling more than its quota at the high price. OPEC, the Organization of the Petroleum Exporting Countries, sets production targets for its members and is often described as a cartel. Most countries ban cartels between private companies, and firms caught fixing prices can face very large fines.`,
  },
  {
    subject: "computing",
    title: "Race conditions",
    text: `A race condition is a bug that occurs when the result of a program depends on the order in which two or more threads run. Suppose two threads each read a counter, add one and write the result back. If both read the old value before either writes, one of the updates is lost, and the counter goes up by one instead of two. Race conditions are hard to find, because they may appear only rarely, when the timing happens to be unlucky. Programmers prevent them with locks, which let only one thread at a time use a shared piece of data. Using too many locks, however, can slow a program down or cause a deadlock.`,
  },
  {
    subject: "languages",
    title: "Diminutives",
    text: `A diminutive is a form of a word that expresses smallness, or affection. English makes diminutives with endings such as "-let", as in "piglet" and "booklet", and "-ie", as in "doggie" and "Annie". Many names have diminutive forms, such as "Bill" for "William". Other languages use diminutives far more than English does. Italian adds "-ino" or "-etto", so "ragazzo" (boy) becomes "ragazzino" (little boy), and Dutch adds "-je" to almost any noun. In some languages a diminutive can also sound dismissive, making something seem less important than it is. The opposite form, which makes a word express largeness, is called an augmentative.`,
  },
  {
    subject: "law",
    title: "Plea bargaining",
    text: `Plea bargaining is an agreement in a criminal case in which the defendant pleads guilty in return for a concession from the prosecutor. The concession may be a lighter charge, fewer charges or a recommendation for a shorter sentence. Most criminal cases in the United States end in plea bargains rather than trials. Supporters say the practice saves time and money and spares victims from giving evidence. Critics argue that it can pressure innocent people to plead guilty, especially when they face a much longer sentence if they lose at trial. A judge must still accept the plea and check that the defendant understands what they are giving up.`,
  },
  {
    subject: "medicine",
    title: "Cataracts",
    text: `A cataract is a clouding of the lens inside the eye, which makes vision blurred or dim. The lens is normally clear and focuses light onto the retina. Most cataracts develop slowly with age, as proteins in the lens break down and clump together. Smoking, diabetes and long exposure to sunlight raise the risk. People with cataracts often find that colours look faded and that lights at night seem to have haloes around them. In cataract surgery, the cloudy lens is broken up and removed, and a clear plastic lens is put in its place. The operation usually takes less than half an hour and is one of the most common operations in the world.`,
  },
];

const bunting: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Lampreys",
    text: `Lampreys are jawless fish with long, eel-like bodies and a round sucking mouth lined with horny teeth. Many species are parasites as adults: they fasten onto other fish, scrape a hole in the skin with their tongue and feed on blood and body fluids. A chemical in their saliva stops the host's blood from clotting. Lampreys hatch in rivers and spend several years buried in mud as blind larvae that filter food from the water. When sea lampreys entered the Great Lakes through shipping canals in the early twentieth century, they killed huge numbers of lake trout. Lampreys have changed little in over 300 million years, so biologists study them to learn how early vertebrates lived.`,
  },
  {
    subject: "biology",
    title: "Narwhals",
    text: `The narwhal is a medium-sized whale that lives in the Arctic waters around Greenland, Canada and Russia. Males grow a single spiral tusk that can be more than two metres long. The tusk is actually a canine tooth that grows out through the upper lip, and it contains millions of nerve endings. Scientists think the tusk helps narwhals sense changes in the water and may also be used to attract mates. Narwhals dive to depths of over 1,500 metres to hunt halibut, cod and squid. In medieval Europe, traders sold narwhal tusks as unicorn horns, which were believed to cure poisoning.`,
  },
  {
    subject: "chemistry",
    title: "Decaffeination",
    text: `Decaffeination is the removal of caffeine from coffee beans, tea leaves or other sources. It is carried out on green coffee beans before they are roasted, because roasting produces the flavours that a drinker wants to keep. In the Swiss water process, beans are soaked in hot water, and the water is then passed through charcoal filters that trap the caffeine molecules. Another method uses carbon dioxide under high pressure, which dissolves caffeine but leaves most flavour compounds behind. Decaffeinated coffee is not completely free of caffeine, since most processes remove about 97 percent of it. The first commercial process was developed by Ludwig Roselius in Germany in 1905.`,
  },
  {
    subject: "physics",
    title: "Pitot tubes",
    text: `A pitot tube is an instrument that measures the speed of a fluid, such as air flowing past an aircraft. It is an open tube that points straight into the flow, so the moving air is brought to rest inside it. The pressure in the tube is therefore higher than the static pressure of the surrounding air. By comparing the two pressures, the instrument works out how fast the air is moving. The device is named after Henri Pitot, a French engineer who invented it in the 1730s to measure the flow of the River Seine. If a pitot tube becomes blocked by ice, the speed shown to the pilots can be badly wrong, so most aircraft tubes are heated.`,
  },
  {
    subject: "earth science",
    title: "Drumlins",
    text: `A drumlin is a long, smooth hill shaped like half an egg that was formed beneath a moving glacier. Drumlins are made mostly of till, a mixture of clay, sand and boulders that the ice carried and deposited. The steep, blunt end of a drumlin faces the direction the ice came from, and the gentle tail points the way it flowed. Because of this shape, geologists use drumlins to work out how ancient ice sheets moved. Drumlins often occur in large groups called swarms, which can contain thousands of hills. Parts of Northern Ireland, upstate New York and Wisconsin are covered with drumlin fields left by the last ice age.`,
  },
  {
    subject: "history",
    title: "The Hundred Days",
    text: `The Hundred Days was the period between Napoleon's return to Paris from exile in March 1815 and the restoration of King Louis XVIII in July of that year. Napoleon escaped from the island of Elba, landed in southern France and marched north. The soldiers sent to arrest him joined him instead, and the king fled the capital. The other powers of Europe declared Napoleon an outlaw and raised new armies against him. On 18 June 1815 he was defeated at the Battle of Waterloo by British and Prussian forces. He abdicated a second time and was sent to Saint Helena, a remote island in the South Atlantic, where he died in 1821.`,
  },
  {
    subject: "history",
    title: "The Children's Crusade",
    text: `The Children's Crusade is the name given to two popular movements of 1212, when crowds of young people in France and Germany set out to free Jerusalem. In Germany, a boy named Nicholas led thousands of followers across the Alps into Italy, promising that the sea would part to let them walk to the Holy Land. The sea did not part, and the movement broke up. Many of the marchers died of hunger or cold, and others settled in Italy or went home. Historians now think that many of the crusaders were poor farm workers of all ages rather than only children. Later writers turned the story into a legend, and some accounts claim that merchants sold children into slavery.`,
  },
  {
    subject: "economics",
    title: "Gresham's law",
    text: `Gresham's law is the principle that bad money drives out good money when both must be accepted at the same face value. If two coins have the same official value but one contains more silver, people keep the better coin and spend the worse one. The good coins disappear from circulation, because they are hoarded, melted down or sent abroad. The law is named after Thomas Gresham, a financial adviser to Queen Elizabeth I, although earlier writers had described the same effect. In the sixteenth century, English kings reduced the silver in coins, and the older, heavier coins soon vanished from markets. The law does not hold when people are free to refuse bad money.`,
  },
  {
    subject: "computing",
    title: "Rubber duck debugging",
    text: `Rubber duck debugging is a method of finding mistakes in code by explaining it, line by line, to an object such as a toy duck. The idea comes from a story in the book The Pragmatic Programmer, in which a programmer carries a rubber duck and explains problems to it. While describing what each line should do, the programmer often notices where the code does something different. The method works because explaining forces a person to slow down and state assumptions that they had skipped over. A colleague can play the same role, but the duck never interrupts and is always available. Many programmers report that the bug becomes obvious before they finish the explanation.`,
  },
  {
    subject: "languages",
    title: "Litotes",
    text: `Litotes is a figure of speech in which a speaker states something by denying its opposite. Saying that a film was "not bad" usually means that it was fairly good, and calling someone "no fool" means that they are clever. Litotes often softens a statement, so it can sound modest or polite. It can also work as irony, as when someone describes a huge meal as "not a small snack". The device is common in Old English poetry, including Beowulf, where heroes are described as "not unknown". Because litotes relies on tone and context, learners of a language often miss its meaning.`,
  },
  {
    subject: "law",
    title: "Class actions",
    text: `A class action is a lawsuit in which one person or a small group sues on behalf of a much larger group of people who were harmed in the same way. The people who bring the case are called representative plaintiffs. Class actions are useful when each person's loss is too small to justify a separate lawsuit, such as a hidden fee charged to millions of customers. A court must first certify the class, which means agreeing that the members' claims share common questions of law or fact. If the case succeeds or is settled, any money is divided among the members. Members who do not want to take part can usually opt out and sue on their own.`,
  },
  {
    subject: "medicine",
    title: "Scoliosis",
    text: `Scoliosis is a sideways curve of the spine, which makes the backbone look like an S or a C when seen from behind. Most cases appear during the growth spurt just before puberty, and in most of them the cause is unknown. Signs include uneven shoulders, one hip higher than the other and a rib cage that sticks out on one side. Doctors measure the curve on an X-ray, and a curve of more than ten degrees counts as scoliosis. Mild curves are simply watched, while a growing child with a moderate curve may wear a brace to stop it from getting worse. Severe curves can be straightened with surgery, in which metal rods are fixed to the spine.`,
  },
];

const pennon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hagfish",
    text: `Hagfish are eel-shaped sea creatures that live on the ocean floor and feed mostly on dead and dying animals. They have no jaws and no true backbone, and their skulls are made of cartilage. When a predator bites a hagfish, glands along its body release a slime that swells in seawater and clogs the attacker's gills. A single hagfish can produce litres of slime in less than a second. To clean itself afterwards, the animal ties its body into a knot and slides the knot from head to tail. Hagfish can survive for months without food, because their metabolism is very slow.`,
  },
  {
    subject: "biology",
    title: "Dung beetles",
    text: `Dung beetles are insects that feed partly or wholly on the droppings of other animals. Some species roll dung into balls and push them away from the pile, while others dig tunnels beneath it or simply live inside it. A rolling beetle can move a ball many times heavier than itself. Researchers found that some dung beetles keep a straight course at night by using the Milky Way as a guide. By burying dung, the beetles return nutrients to the soil and reduce the number of flies that breed in it. Ancient Egyptians saw the scarab beetle rolling its ball as a symbol of the sun moving across the sky.`,
  },
  {
    subject: "chemistry",
    title: "Verdigris",
    text: `Verdigris is the green or bluish coating that forms on copper, brass and bronze when they are exposed to air and moisture for a long time. It is a mixture of copper compounds, mainly copper carbonates and copper acetates. The Statue of Liberty is green because its copper skin has become covered in this layer. The coating protects the metal underneath, since it slows further corrosion. Painters once made a green pigment by hanging copper plates over vinegar, which produced verdigris that could be scraped off. The pigment was popular in the Middle Ages, but it could darken over time and damage the paper it was painted on.`,
  },
  {
    subject: "physics",
    title: "Centrifuges",
    text: `A centrifuge is a machine that spins samples at high speed to separate substances of different densities. As the container rotates, denser particles move outward and collect at the bottom of each tube, while lighter material stays nearer the top. Hospitals use centrifuges to separate blood into plasma and cells within a few minutes. The same separation would take hours if the sample were left to settle under gravity alone. Ultracentrifuges can spin at more than 100,000 revolutions per minute, which is fast enough to separate large molecules. Because an uneven load makes the machine shake violently, tubes must be placed in balanced pairs.`,
  },
  {
    subject: "earth science",
    title: "Tombolos",
    text: `A tombolo is a narrow strip of sand or shingle that connects an island to the mainland or to another island. It forms when waves bend around an island and slow down in the sheltered water behind it. The slower waves drop the sediment they carry, and over time a ridge builds up until it joins the two pieces of land. Some tombolos are covered at high tide and can be crossed only when the tide is out. St Michael's Mount in Cornwall is linked to the town of Marazion by a tombolo that works as a causeway at low tide. Storms can wash a tombolo away, cutting the island off again.`,
  },
  {
    subject: "history",
    title: "The Pig War",
    text: `The Pig War was a border dispute between the United States and Britain over the San Juan Islands, near present-day Seattle. A treaty of 1846 had left it unclear which country owned the islands. In June 1859 an American farmer named Lyman Cutlar shot a pig that was eating his potatoes, and the pig belonged to an Irishman working for the British Hudson's Bay Company. When British officials threatened to arrest Cutlar, American soldiers were sent to the island, and Britain answered with warships. Both sides agreed to a joint military occupation, and the only casualty of the war was the pig. In 1872 an international commission led by the German emperor awarded the islands to the United States.`,
  },
  {
    subject: "history",
    title: "The Radium Girls",
    text: `The Radium Girls were young women who painted watch dials with glowing paint in American factories during and after the First World War. The paint contained radium, and the workers were told to shape their brushes to a fine point with their lips. Many of them swallowed radium, which built up in their bones. Within a few years, women began to suffer from anaemia, broken bones and a rotting of the jaw. In 1927 five workers sued the United States Radium Corporation, and the case drew national attention. Their struggle led to new safety standards for workers who handle radioactive materials.`,
  },
  {
    subject: "economics",
    title: "Free riders",
    text: `A free rider is someone who benefits from a good or service without paying for it. The problem arises with public goods, such as street lighting or national defence, because people cannot easily be stopped from using them. If everyone expects others to pay, too few people contribute, and the good may not be provided at all. Public radio stations face this problem, since anyone can listen whether or not they donate. Governments often solve it by paying for public goods through taxes, which everyone must pay. Some economists argue that social pressure and a sense of fairness also keep free riding in check.`,
  },
  {
    subject: "computing",
    title: "Code review",
    text: `Code review is the practice of having other programmers read a change to a program before it is accepted. Reviewers look for bugs, unclear names, missing tests and code that does not follow the team's style. Many teams require at least one approval before a change can be merged into the main branch. Reviews also spread knowledge, because more than one person understands each part of the system. Studies have found that reviewers catch more problems when a change is small, so developers are encouraged to split large changes into parts. A review that is too slow can hold up other work, and some teams set a target of replying within a day.`,
  },
  {
    subject: "languages",
    title: "Pleonasm",
    text: `A pleonasm is the use of more words than are needed to express a meaning. Phrases such as "free gift", "burning fire" and "past history" are pleonasms, because the extra word repeats what the other already says. Style guides usually advise writers to cut them, since they make writing longer without adding anything. Pleonasm can also be used on purpose for emphasis, as in "I saw it with my own eyes". Some pleonasms hide a word from another language: "the La Brea tar pits" means "the the tar tar pits", because "la brea" is Spanish for "the tar". Over time, such phrases can become so familiar that speakers no longer notice the repetition.`,
  },
  {
    subject: "law",
    title: "Filibusters",
    text: `A filibuster is a tactic in which a member of a legislature speaks for a very long time in order to delay or block a vote. It is best known from the United States Senate, where senators may speak for as long as they wish unless the chamber votes to end the debate. Ending a filibuster requires a vote called cloture, which needs the support of 60 of the 100 senators. In 1957 Senator Strom Thurmond spoke for more than 24 hours against a civil rights bill, the longest speech of its kind. Critics say that the filibuster lets a minority block laws that most senators support. Supporters reply that it protects the rights of the smaller party.`,
  },
  {
    subject: "medicine",
    title: "Placebos",
    text: `A placebo is a treatment with no active ingredient, such as a sugar pill or an injection of salt water. Patients who receive a placebo often report feeling better, an effect known as the placebo effect. The effect is strongest for symptoms such as pain and nausea, which depend partly on how a person feels. In drug trials, one group of patients is given the new drug and another is given a placebo, so researchers can tell whether the drug works better than expectation alone. Neither the patients nor the doctors know who receives which treatment, because their hopes could change the results. Giving placebos outside trials raises ethical questions, since it may involve deceiving patients.`,
  },
];

const ensign: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Vampire bats",
    text: `Vampire bats are the only mammals that feed entirely on blood. The common vampire bat lives in Central and South America and usually feeds on cattle, horses and pigs while they sleep. It finds a spot where blood flows close to the skin by sensing heat with special receptors on its nose. The bat makes a small cut with its sharp front teeth and laps up the blood, while its saliva keeps the wound from clotting. A bat that fails to feed for two nights can starve, so well-fed bats often share blood with hungry roost mates. Bats that have received food in the past are more likely to give it later.`,
  },
  {
    subject: "biology",
    title: "Mudskippers",
    text: `Mudskippers are fish that spend much of their time out of water on the mudflats of tropical coasts. They move across the mud by pushing with their strong front fins, and they can jump by flicking their tails. Mudskippers breathe through their skin and the lining of their mouths, as long as these stay wet. Before leaving the water, they fill their large gill chambers with water, which keeps the gills working for a while. Males dig burrows in the mud and guard them, and they attract females with high leaps. When the tide comes in, mudskippers retreat into their burrows, where a pocket of air keeps their eggs alive.`,
  },
  {
    subject: "chemistry",
    title: "Smelling salts",
    text: `Smelling salts are chemicals that release a sharp smell to wake people who have fainted. The traditional kind is ammonium carbonate, which gives off ammonia gas when it is exposed to air. The ammonia irritates the lining of the nose and lungs, which triggers a reflex that makes the person breathe in quickly. This faster breathing can raise alertness for a short time. Smelling salts were popular in Victorian Britain, where they were carried in small decorated bottles. Doctors now warn that they can hide a serious injury, since a person who has been knocked out may seem to recover when they still need treatment.`,
  },
  {
    subject: "physics",
    title: "Mirages",
    text: `A mirage is an optical effect in which light is bent to produce a displaced image of distant objects or the sky. On a hot day, the air just above a road is much warmer than the air higher up, and light travels faster in the warm air. Light from the sky that heads towards the road is gradually bent upwards before it reaches the ground. A driver sees this light as if it came from the road, which makes the surface look like a pool of water. In cold regions the opposite can happen, and ships beyond the horizon may appear to float in the air. Mirages can be photographed, because the light that forms them is real.`,
  },
  {
    subject: "earth science",
    title: "Eskers",
    text: `An esker is a long, winding ridge of sand and gravel left behind by a retreating glacier. Eskers form from rivers that flowed in tunnels inside or beneath the ice. The rivers carried rock fragments, and when the flow slowed, the fragments settled on the tunnel floor. After the ice melted, the sediment remained as a ridge that follows the path of the old river. Some eskers are hundreds of kilometres long, and they often snake across flat land. Because eskers are made of sorted sand and gravel, they are valuable sources of building material, and in Finland many roads run along their tops.`,
  },
  {
    subject: "history",
    title: "The window tax",
    text: `The window tax was a property tax in England that was based on the number of windows in a house. It was introduced in 1696 under King William III to replace a hearth tax, which people had resented because officials had to enter their homes to count fireplaces. Windows could be counted from the street, so the new tax was easier to collect. To pay less, many householders bricked up some of their windows, and traces of this can still be seen on old buildings. Doctors argued that the tax harmed health, since dark, airless rooms helped disease to spread. Parliament finally repealed the window tax in 1851.`,
  },
  {
    subject: "history",
    title: "The Diet of Worms",
    text: `The Diet of Worms was an assembly of the Holy Roman Empire held in the German city of Worms in 1521. Emperor Charles V called Martin Luther before it to answer for his writings, which attacked the sale of indulgences and the authority of the Pope. Luther was asked to take back what he had written, but he refused unless he could be shown his errors from the Bible. The assembly then issued the Edict of Worms, which declared Luther an outlaw and banned his books. On his way home, Luther was seized by men working for Frederick the Wise, who hid him in Wartburg Castle. There he translated the New Testament into German.`,
  },
  {
    subject: "economics",
    title: "Veblen goods",
    text: `A Veblen good is a product for which demand rises as its price rises, contrary to the usual law of demand. Buyers want it partly because it is expensive, since owning it shows off wealth and status. Examples include luxury watches, designer handbags and fine wines. If the price of such a product falls too far, it may lose its appeal, and some buyers stop wanting it. The idea is named after the economist Thorstein Veblen, who introduced the term "conspicuous consumption" in 1899. Veblen goods differ from ordinary goods, for which a higher price normally reduces the quantity that people buy.`,
  },
  {
    subject: "computing",
    title: "Memoization",
    text: `Memoization is a technique that speeds up a program by storing the results of function calls and returning the stored result when the same inputs occur again. It works only for functions that always give the same output for the same input and have no side effects. A classic example is computing Fibonacci numbers, where a simple recursive function repeats the same calculations many times. With memoization, each value is calculated once, and the running time drops from exponential to linear. The cost is extra memory, because every stored result takes up space. Many languages provide libraries that add memoization to a function automatically.`,
  },
  {
    subject: "languages",
    title: "Zeugma",
    text: `A zeugma is a figure of speech in which one word, usually a verb, applies to two others in different senses. In the sentence "She lost her keys and her temper", the verb "lost" is used literally with "keys" and figuratively with "temper". Writers use zeugma for humour and surprise, because the reader must switch meanings halfway through. Charles Dickens used the device in The Pickwick Papers, where a character "went straight home in a flood of tears and a sedan chair". Some grammarians use the word syllepsis for the same device. A zeugma that sounds clumsy rather than clever is often treated as a mistake.`,
  },
  {
    subject: "law",
    title: "Affidavits",
    text: `An affidavit is a written statement of facts that a person swears or affirms to be true. The person who makes it, called the affiant or deponent, signs it in front of an official authorised to witness oaths, such as a notary public. Affidavits are used in court cases when a witness cannot appear in person, and in many applications, such as those for passports or name changes. Because it is made under oath, a false affidavit can lead to a charge of perjury. An affidavit usually sets out the facts in numbered paragraphs, each dealing with a single point. Courts may still ask the person who signed it to be questioned.`,
  },
  {
    subject: "medicine",
    title: "Sciatica",
    text: `Sciatica is pain that runs along the sciatic nerve, from the lower back through the buttock and down the back of one leg. The sciatic nerve is the longest and widest nerve in the human body. Sciatica is usually caused by a slipped disc in the spine pressing on the root of the nerve. The pain can feel sharp or burning, and it may come with numbness or weakness in the leg. Most cases get better on their own within six weeks, and gentle exercise often helps more than bed rest. Surgery is considered only if the pain lasts for months or the patient loses control of the bladder.`,
  },
];

const guidon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bowerbirds",
    text: `Bowerbirds are birds of Australia and New Guinea whose males build elaborate structures called bowers to attract females. A bower is not a nest: it is a display area made of sticks and grass, often shaped like an avenue or a hut. Males decorate the ground around it with colourful objects such as berries, shells, flowers and even bottle caps. The satin bowerbird prefers blue objects and will steal them from the bowers of rival males. A female visits several bowers, watches each male dance and sing, and then chooses one to mate with. After mating, she builds a nest elsewhere and raises the chicks alone.`,
  },
  {
    subject: "biology",
    title: "Strangler figs",
    text: `A strangler fig is a tropical tree that begins its life high on another tree. Birds or bats eat the fruit and leave the seeds in the branches of a host tree, where they sprout. The young fig sends long roots down the host's trunk to the ground, and the roots thicken and join into a lattice. Over many years, the fig's crown shades the host's leaves and its roots squeeze the trunk. The host tree often dies and rots away, leaving the fig standing with a hollow core. Strangler figs provide fruit all year round, so they feed many animals in seasons when other food is scarce.`,
  },
  {
    subject: "chemistry",
    title: "Invisible ink",
    text: `Invisible ink is a substance used for writing messages that cannot be seen until they are revealed by heat, light or another chemical. Lemon juice is a simple example: the writing is colourless when dry, but it turns brown when the paper is warmed. Heat breaks down compounds in the juice and releases carbon, which darkens. Other inks react with a second chemical, such as a solution of iodine, which shows the hidden words in a different colour. Some modern inks glow under ultraviolet light, and banks use them to mark documents. During the American Revolution, spies sent secret letters written in invisible ink between the lines of ordinary text.`,
  },
  {
    subject: "physics",
    title: "The Venturi effect",
    text: `The Venturi effect is the fall in pressure that occurs when a fluid flows through a narrower section of a pipe. To pass through the narrow part in the same time, the fluid must speed up. As its speed increases, its pressure decreases, because the total energy of the flow stays the same. The effect is named after the Italian physicist Giovanni Battista Venturi, who described it in 1797. A Venturi meter uses the difference in pressure between the wide and narrow parts to measure the rate of flow. Older car engines used the effect in a carburettor, where the low pressure drew fuel into the moving air.`,
  },
  {
    subject: "earth science",
    title: "Hoodoos",
    text: `A hoodoo is a tall, thin spire of rock that rises from the floor of a dry basin or from broken land. Hoodoos usually have a cap of harder rock on top of softer layers such as mudstone or soft sandstone. The cap protects the rock beneath it from rain, while the surrounding rock is worn away more quickly. In winter, water seeps into cracks and freezes, and the expanding ice breaks off pieces of the softer rock. Bryce Canyon in Utah has more hoodoos than anywhere else on Earth. When the cap finally falls off, the spire beneath it erodes quickly and disappears.`,
  },
  {
    subject: "history",
    title: "The Darien scheme",
    text: `The Darien scheme was an attempt by the Kingdom of Scotland to found a trading colony on the Isthmus of Panama in the late 1690s. Investors hoped the colony would control a trade route between the Atlantic and the Pacific. About a fifth of all the money circulating in Scotland was put into the company behind the scheme. The first settlers arrived in 1698, but many died of tropical diseases, and they received no help from English colonies, whose king did not want to anger Spain. Spanish forces besieged the settlement, and it was abandoned in 1700. The huge losses weakened Scotland's economy and helped lead to the union with England in 1707.`,
  },
  {
    subject: "history",
    title: "Cargo cults",
    text: `Cargo cults were religious movements that arose in parts of Melanesia, especially after the Second World War. During the war, islanders saw foreign soldiers receive huge amounts of goods, such as food, clothing and tools, by ship and by plane. After the soldiers left, some groups built imitation airstrips, control towers and radios from wood and straw. They hoped that copying these actions would bring the cargo back. Anthropologists now argue that the movements were also about equality and independence from colonial rulers, not only about goods. The phrase "cargo cult" is sometimes used today for any practice that copies outward forms without understanding how they work.`,
  },
  {
    subject: "economics",
    title: "Windfall taxes",
    text: `A windfall tax is a one-off tax that a government places on companies that have made unusually large profits from events they did not cause. Such profits often arise when a war or a supply shock pushes up the price of a product such as oil or gas. Supporters argue that the extra profits are unearned, so taxing them is fair, and the money can help households facing higher prices. Critics say that windfall taxes discourage investment, because companies cannot be sure that future profits will not also be taxed. The United Kingdom introduced a windfall tax on energy companies in 2022. Most windfall taxes are meant to last only a few years.`,
  },
  {
    subject: "computing",
    title: "Lazy loading",
    text: `Lazy loading is a technique in which a program waits to load a resource until it is actually needed. On a web page, images further down are fetched only when the reader scrolls close to them. This makes the first view of the page appear sooner and saves data for readers who never scroll to the end. Modern browsers support lazy loading of images with a single attribute in the HTML. The technique can cause problems if it is applied to content near the top of the page, since that content then appears late. Search engines may also miss content that is loaded only after a user action.`,
  },
  {
    subject: "languages",
    title: "Tmesis",
    text: `Tmesis is the splitting of a word or phrase by inserting another word into the middle of it. In English it is most common in informal speech, as in "abso-bloody-lutely" or "a whole nother story". The inserted word usually adds emphasis, often in a humorous or rude way. The term comes from a Greek word meaning "a cutting". Tmesis was a regular feature of ancient Greek poetry, where a prefix could be separated from its verb. Because the inserted word must fit the rhythm of the original, speakers tend to place it before the stressed syllable.`,
  },
  {
    subject: "law",
    title: "Estoppel",
    text: `Estoppel is a legal principle that stops a person from going back on something they said or did when another person has relied on it. For example, if a landlord tells a tenant that the rent will be lowered for a year, and the tenant stays because of this promise, the landlord may be prevented from demanding the full rent for that year. The principle exists to prevent unfairness, since the other person acted in good faith. Estoppel usually cannot be used to create a brand new claim, only to defend against one. The word comes from an old French word meaning "stopper" or "plug".`,
  },
  {
    subject: "medicine",
    title: "Tennis elbow",
    text: `Tennis elbow is pain on the outer side of the elbow caused by damage to the tendons that attach forearm muscles to the bone. Despite its name, most people who get it do not play tennis. It usually results from repeating the same movements of the wrist and arm, such as using a screwdriver, painting or typing. The tendons develop tiny tears, which make gripping and lifting objects painful. Rest, ice and exercises that strengthen the forearm help most patients recover within a year. A strap worn around the forearm can reduce the strain on the tendon while it heals.`,
  },
];

const gonfalon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Oxpeckers",
    text: `Oxpeckers are small African birds that perch on large mammals such as buffalo, giraffes and rhinos. They feed on ticks and other parasites that they pick from the animals' skin, and the mammals usually tolerate them. Oxpeckers also eat blood, and they sometimes keep wounds open so that they can go on feeding. Because of this, scientists still debate whether the relationship helps the mammals or harms them. The birds give loud alarm calls when people approach, which may warn their hosts of danger. In Swahili, the red-billed oxpecker is called the "rhino's guard".`,
  },
  {
    subject: "biology",
    title: "Mantis shrimp",
    text: `Mantis shrimp are marine crustaceans that hunt with a pair of powerful front limbs. Some species smash the shells of crabs and snails with club-shaped limbs, while others spear soft-bodied fish with limbs that end in sharp spines. A smashing strike moves so fast that it forms tiny bubbles in the water, and these bubbles collapse with a second shock. Mantis shrimp can break the glass of an aquarium, so they are often kept in thick tanks. Their eyes have up to sixteen kinds of colour receptors, compared with three in human eyes. Despite this, experiments suggest that they are not very good at telling similar colours apart.`,
  },
  {
    subject: "chemistry",
    title: "Sherbet powder",
    text: `Sherbet powder is a sweet that fizzes on the tongue. It contains sugar, a solid acid such as citric acid, and sodium bicarbonate, which is a base. While the powder is dry, the acid and the base do not react. When the powder dissolves in saliva, the acid reacts with the sodium bicarbonate and releases bubbles of carbon dioxide gas. The same reaction makes some cakes rise and makes fizzy tablets bubble in water. Sherbet powder should be stored in a sealed container, because moisture in the air would start the reaction and leave it flat.`,
  },
  {
    subject: "physics",
    title: "Kaleidoscopes",
    text: `A kaleidoscope is a tube containing mirrors and loose pieces of coloured glass or plastic that shows changing, symmetrical patterns. Most kaleidoscopes have two or three long mirrors set at an angle to one another. Light from the coloured pieces reflects back and forth between the mirrors, so the eye sees many copies of the same image arranged around a centre. When the tube is turned, the pieces tumble into new positions and the pattern changes. The Scottish scientist David Brewster patented the kaleidoscope in 1817. Its name comes from Greek words meaning "beautiful form" and "to look at".`,
  },
  {
    subject: "earth science",
    title: "Fumaroles",
    text: `A fumarole is an opening in the ground that releases steam and volcanic gases. Fumaroles are found near active volcanoes, where hot rock lies close to the surface. Groundwater seeping down is heated by the rock and rises again as steam, carrying gases such as carbon dioxide and sulphur dioxide. Around many fumaroles, yellow crystals of sulphur build up on the rocks. Scientists measure the temperature and gases of fumaroles, because a sudden change can warn that an eruption is coming. Some fumaroles stay active for centuries, while others fade within a few weeks.`,
  },
  {
    subject: "history",
    title: "The Jacobite rising of 1745",
    text: `The Jacobite rising of 1745 was an attempt by Charles Edward Stuart to win back the British throne for his family. Known as Bonnie Prince Charlie, he landed in Scotland in July 1745 and gathered an army of Highland clans. His forces captured Edinburgh and marched south into England as far as Derby. His commanders feared that they would be trapped between government armies, so the army turned back to Scotland. In April 1746 the Jacobites were defeated at the Battle of Culloden, the last pitched battle fought on British soil. Charles escaped to France after months in hiding, helped by Flora MacDonald.`,
  },
  {
    subject: "history",
    title: "Trebuchets",
    text: `A trebuchet is a siege weapon that uses a heavy counterweight to hurl large stones at walls. It was developed in the Middle Ages and replaced earlier machines that were pulled by teams of people. When the counterweight falls, it swings a long arm upwards, and a sling on the end of the arm releases the stone. A large trebuchet could throw a stone weighing more than 100 kilograms several hundred metres. Armies sometimes used trebuchets to hurl dead animals into besieged towns to spread disease. The arrival of gunpowder cannons in the fifteenth century made trebuchets obsolete.`,
  },
  {
    subject: "economics",
    title: "Giffen goods",
    text: `A Giffen good is a product that people buy more of when its price rises. It breaks the law of demand, which says that a higher price lowers the quantity demanded. Giffen goods are usually cheap staple foods eaten by very poor households. When the price of the staple rises, these families can no longer afford better foods such as meat, so they buy even more of the staple to fill the gap. The idea is named after the Scottish economist Robert Giffen. Clear examples are rare, but a study in China in 2007 found that poor families bought more rice when its price went up.`,
  },
  {
    subject: "computing",
    title: "Debouncing",
    text: `Debouncing is a technique that makes a program respond only once to a burst of rapid events. A mechanical switch does not close cleanly: its contacts bounce for a few milliseconds and produce many signals instead of one. A debounced input waits until the signal has stayed steady for a short time before it counts a press. In web pages, the same idea is used for a search box, which sends a request only after the user stops typing. Without debouncing, the page would send a request for every key and overload the server. Choosing the waiting time is a trade-off between quick response and fewer wasted events.`,
  },
  {
    subject: "languages",
    title: "Cuneiform",
    text: `Cuneiform is one of the earliest known writing systems, developed in Mesopotamia around 3200 BC. Scribes wrote it by pressing a cut reed into soft clay, which left wedge-shaped marks. The name comes from the Latin word for "wedge". At first the signs were pictures of objects, but over time they became abstract and stood for syllables and words. Cuneiform was used for more than 3,000 years to write several languages, including Sumerian, Akkadian and Hittite. Scholars deciphered it in the nineteenth century, partly by comparing an inscription that gave the same text in three languages.`,
  },
  {
    subject: "law",
    title: "Whistleblower protection",
    text: `A whistleblower is a person who reports wrongdoing inside an organisation, such as fraud, danger to the public or a breach of the law. Whistleblower protection laws make it illegal for an employer to dismiss or punish a worker for making such a report. In the United Kingdom, the Public Interest Disclosure Act 1998 protects workers who report to their employer or to an official body. To be protected, the worker must usually believe that the report is in the public interest. Some laws also offer rewards, since whistleblowers often lose their careers after speaking out.`,
  },
  {
    subject: "medicine",
    title: "Bursitis",
    text: `Bursitis is the swelling of a bursa, a small sac of fluid that cushions a joint where bones, tendons and muscles meet. It most often affects the shoulder, the elbow, the hip and the knee. The usual cause is repeated pressure or movement, such as kneeling on hard floors or throwing a ball many times. The joint becomes painful, stiff and sometimes red and warm to the touch. Most cases improve within a few weeks with rest, ice and painkillers. If a bursa becomes infected, the patient needs antibiotics, and a doctor may drain the fluid with a needle.`,
  },
];

const oriflamme: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Electric rays",
    text: `Electric rays are flat fish that stun their prey with electric shocks. They have two large electric organs, one on each side of the head, made of stacks of flattened cells called electrocytes. Each electrocyte produces only a small voltage, but because thousands of them are stacked like batteries in a series, a large ray can deliver a shock of about 200 volts. Electric rays hunt at night, resting on the sea floor and wrapping their fins around small fish before shocking them. The ancient Greeks and Romans used the shocks of these fish to treat headaches and gout. The Latin name of the genus, Torpedo, means "numbness".`,
  },
  {
    subject: "biology",
    title: "Glow-worms",
    text: `Glow-worms are insects whose females give off a greenish light to attract a mate. In Europe, the common glow-worm is a beetle, and the wingless female climbs a plant stem at night and lights up the end of her abdomen. The light is made by a chemical reaction in which an enzyme called luciferase acts on a substance called luciferin. Almost all of the energy is released as light rather than heat, so the glow is often described as cold light. The larvae feed on snails, which they paralyse with a toxic bite. Street lamps make it harder for males to find the glowing females, and this may explain why glow-worms have become rarer.`,
  },
  {
    subject: "chemistry",
    title: "Thermite",
    text: `Thermite is a mixture of a metal powder and a metal oxide that burns at a very high temperature. The most common form uses aluminium powder and iron oxide. When the mixture is lit, the aluminium takes the oxygen from the iron oxide, leaving molten iron and aluminium oxide. The reaction releases so much heat that the iron reaches more than 2,500 degrees Celsius. Thermite is hard to ignite, so a burning strip of magnesium is often used to start it. Railway workers use thermite to weld the ends of steel rails together, because the molten iron fills the gap between them.`,
  },
  {
    subject: "physics",
    title: "Ball lightning",
    text: `Ball lightning is a rare glowing sphere that some people report seeing during thunderstorms. Witnesses describe balls about the size of a grapefruit that float near the ground, drift through rooms and vanish after a few seconds. Because the events are short and cannot be predicted, scientists have found it very hard to study them. In 2012, researchers in China recorded the light from a ball that appeared after a lightning strike, and it contained silicon, iron and calcium from the soil. One explanation is that a strike vaporises minerals in the ground, which then burn slowly in the air. Other scientists think that some reports are caused by magnetic fields acting on the brain.`,
  },
  {
    subject: "earth science",
    title: "Inselbergs",
    text: `An inselberg is an isolated hill of rock that rises steeply from a flat plain. The word comes from German and means "island mountain". Inselbergs form when the surrounding rock is worn away over millions of years, while a block of harder rock resists erosion and remains standing. Many are made of granite, which has few cracks for water to enter. Uluru in central Australia is one of the best-known examples and rises about 350 metres above the desert. Because they hold rainwater in hollows and cracks, inselbergs often support plants and animals that cannot survive on the dry plain around them.`,
  },
  {
    subject: "history",
    title: "Heliographs",
    text: `A heliograph is a signalling device that sends messages by flashing sunlight with a mirror. The operator tilts the mirror or opens a shutter to make long and short flashes, which spell out words in Morse code. On a clear day, a heliograph signal could be read through a telescope more than 50 kilometres away. The British army used heliographs widely in India and Africa in the late nineteenth century, and the United States army used them in the deserts of Arizona. Heliographs needed no wires, so an enemy could not cut the line. They were useless on cloudy days and at night, and radio replaced them in the twentieth century.`,
  },
  {
    subject: "history",
    title: "The gabelle",
    text: `The gabelle was a tax on salt in France that lasted, with interruptions, from the fourteenth century until 1946. Salt was needed to preserve meat and fish, so almost every household had to buy it. The rate of the tax differed greatly from one province to another, and some regions paid many times more than their neighbours. The difference encouraged smuggling, and thousands of people were punished each year for carrying salt illegally. Many French people saw the gabelle as a symbol of unfair taxation. The revolutionary government abolished it in 1790, but Napoleon brought it back in 1806 to pay for his wars.`,
  },
  {
    subject: "economics",
    title: "Sin taxes",
    text: `A sin tax is a tax on goods that are seen as harmful, such as tobacco, alcohol and sugary drinks. Governments use these taxes for two reasons: to raise money and to discourage people from buying the goods. The price of a harmful product usually leaves out costs that fall on others, such as the cost of treating illness, and a sin tax adds part of those costs back. Critics argue that sin taxes are regressive, since poorer households spend a larger share of their income on the taxed goods. When a tax is set too high, some buyers turn to smuggled or homemade products. In 2018 the United Kingdom introduced a levy on soft drinks with added sugar, and many makers cut the sugar in their drinks.`,
  },
  {
    subject: "computing",
    title: "Semaphores",
    text: `A semaphore is a variable that controls how many threads can use a shared resource at the same time. It holds a count of the places that are free. A thread that wants the resource asks the semaphore to lower the count, and if the count is already zero, the thread waits. When a thread finishes, it raises the count again, so that a waiting thread can continue. A semaphore whose count can only be zero or one works like a lock and allows one thread at a time. The Dutch computer scientist Edsger Dijkstra described semaphores in the 1960s, and they are still used in operating systems today.`,
  },
  {
    subject: "languages",
    title: "Runes",
    text: `Runes are the letters of the alphabets that Germanic peoples used before they adopted the Latin alphabet. The oldest runic alphabet is called the Elder Futhark, after the sounds of its first six letters. It had 24 letters and was in use from about the second century AD. Runes were mostly carved into wood, bone and stone, so they are made of straight lines and avoid curves, which are hard to cut along the grain. In Scandinavia, the alphabet was reduced to 16 letters during the Viking Age. Thousands of rune stones survive in Sweden, many of them raised in memory of dead relatives.`,
  },
  {
    subject: "law",
    title: "Hung juries",
    text: `A hung jury is a jury that cannot agree on a verdict after long discussion. When this happens, the judge declares a mistrial, and the case ends without the defendant being convicted or acquitted. The prosecution may then decide to hold a new trial with a different jury. To reduce the number of hung juries, England and Wales have allowed majority verdicts since 1967, so that a jury of twelve can convict if at least ten of its members agree. In the United States, a federal criminal jury must still reach a unanimous verdict. Before declaring a mistrial, a judge may ask the jurors to keep trying.`,
  },
  {
    subject: "medicine",
    title: "Stethoscopes",
    text: `A stethoscope is an instrument that a doctor uses to listen to sounds inside the body, such as the heartbeat and breathing. It was invented in 1816 by the French doctor René Laennec, who rolled a sheet of paper into a tube to listen to a patient's chest. Before then, doctors pressed an ear directly against the patient. A modern stethoscope has a chest piece connected by rubber tubes to two earpieces. The flat side of the chest piece picks up high sounds, while the bell-shaped side picks up low sounds. Unusual sounds, such as a murmur in the heart or a crackle in the lungs, can help a doctor make a diagnosis.`,
  },
];

const burgee: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Pistol shrimp",
    text: `Pistol shrimp are small shrimp with one claw much larger than the other. When the large claw snaps shut, it shoots out a jet of water so fast that a bubble forms behind it. The bubble collapses with a loud crack and a flash of heat, and the shock stuns or kills small fish and worms nearby. Colonies of pistol shrimp can be loud enough to interfere with the sonar of submarines. Some species live in burrows shared with goby fish. The shrimp digs and cleans the burrow, while the goby, which has better eyesight, keeps watch and warns the shrimp of danger with a flick of its tail.`,
  },
  {
    subject: "biology",
    title: "Lyrebirds",
    text: `Lyrebirds are ground-dwelling birds of the forests of south-eastern Australia, named for the shape of the male's tail. They are famous for copying sounds. A male's song mixes the calls of dozens of other bird species with sounds from its surroundings, and captive birds have copied camera shutters and car alarms. Males sing and dance on mounds of earth that they scrape together to attract females. The female builds the nest and raises the single chick alone. By scratching through leaf litter for insects and worms, lyrebirds move large amounts of soil, which helps to reduce the fuel for bushfires.`,
  },
  {
    subject: "chemistry",
    title: "Silica gel",
    text: `Silica gel is a hard, grainy form of silicon dioxide that absorbs water vapour from the air. Each bead is full of tiny pores, so a few grams of the gel have an internal surface area of hundreds of square metres. Water molecules cling to the surface of the pores, which keeps the air around the gel dry. Small packets of silica gel are placed in boxes of shoes, electronics and medicines to stop damp and mould. Some gels contain a dye that changes colour when the beads are full of water. Heating saturated silica gel drives the water out, so the gel can be used again.`,
  },
  {
    subject: "physics",
    title: "Lodestones",
    text: `A lodestone is a piece of the mineral magnetite that is naturally magnetised. Most magnetite is only weakly magnetic, and scientists think that lodestones were magnetised by the strong currents of lightning strikes. A lodestone attracts iron, and a splinter of one hung on a thread turns until it points roughly north and south. Chinese writers described spoons of lodestone used for divination more than 2,000 years ago. By the twelfth century, sailors in China and Europe were rubbing iron needles on lodestones to make the first magnetic compasses. The word comes from the old English word "lode", which meant "way" or "journey".`,
  },
  {
    subject: "earth science",
    title: "Obsidian",
    text: `Obsidian is a natural glass that forms when lava cools so quickly that crystals have no time to grow. It is usually black, but traces of iron and other elements can make it brown, green or red. Obsidian breaks with curved, very sharp edges, so people in many parts of the world made knives, arrowheads and scrapers from it. Because each volcanic source gives obsidian a slightly different chemical make-up, archaeologists can trace where a tool's stone came from. Over thousands of years, obsidian slowly absorbs water and turns into other rocks, so very old obsidian is rare.`,
  },
  {
    subject: "history",
    title: "Roman aqueducts",
    text: `Roman aqueducts were channels that carried water from distant springs and rivers into towns. They relied on gravity alone, so engineers had to give each channel a steady, gentle slope over many kilometres. Most of the channel ran underground or along the surface, and the famous arched bridges were built only where it had to cross a valley. By the third century AD, eleven aqueducts supplied the city of Rome with water for public fountains, baths and private houses. Owners who tapped the channels illegally could be fined. After the Goths cut several aqueducts during a siege in 537, parts of the city went without running water for centuries.`,
  },
  {
    subject: "history",
    title: "Caravels",
    text: `A caravel was a small, fast sailing ship developed by the Portuguese in the fifteenth century. Its triangular lateen sails let it sail closer to the wind than square-rigged ships, which made it easier to return home against the winds along the coast of Africa. Its shallow hull allowed it to explore rivers and coastal waters. Portuguese captains used caravels to push further south along the African coast, and Bartolomeu Dias reached the southern tip of the continent in 1488. Two of the three ships on Columbus's first voyage across the Atlantic, the Niña and the Pinta, were caravels. Larger ships later replaced them because they could carry little cargo.`,
  },
  {
    subject: "economics",
    title: "Sharecropping",
    text: `Sharecropping is a system in which a landowner lets a farmer use land in return for a share of the crop. It spread across the southern United States after the Civil War, when many freed slaves and poor white farmers had no land or money of their own. The landowner often supplied seed, tools and housing, and the sharecropper supplied the labour. Many sharecroppers bought food and supplies on credit from the landowner's store, and after the harvest their debts could be larger than their share. This kept many families trapped in poverty for generations. Farm machines reduced the need for labour in the 1940s, and sharecropping declined.`,
  },
  {
    subject: "computing",
    title: "Bloom filters",
    text: `A Bloom filter is a data structure that tests whether an item might be in a set while using very little memory. It is an array of bits that all start at zero. To add an item, several hash functions turn the item into positions in the array, and the bits at those positions are set to one. To check an item, the filter looks at the same positions: if any bit is zero, the item is certainly not in the set. If all the bits are one, the item is probably in the set, but the answer can be a false positive. Web browsers have used Bloom filters to check addresses against a list of dangerous sites before asking a server.`,
  },
  {
    subject: "languages",
    title: "Ogham",
    text: `Ogham is an alphabet that was used to write an early form of the Irish language from about the fourth century AD. Its letters are groups of one to five strokes or notches cut across or beside a central line. On stone monuments, the edge of the stone serves as the line, and the inscription is read from the bottom upwards. About 400 ogham stones survive, most of them in Ireland, and many record a person's name and the name of an ancestor. Medieval scholars named each letter after a tree or plant, so ogham is sometimes called the tree alphabet.`,
  },
  {
    subject: "law",
    title: "Grand juries",
    text: `A grand jury is a group of citizens who decide whether there is enough evidence to charge a person with a serious crime. Unlike a trial jury, it does not decide whether the person is guilty. The grand jury hears evidence presented by the prosecutor in private, and the suspect usually has no right to present a defence. If the jurors agree that there is enough evidence, they issue an indictment, a formal charge. England abolished grand juries in 1933, but the United States Constitution still requires them for serious federal crimes. Critics say that grand juries almost always follow the prosecutor's wishes.`,
  },
  {
    subject: "medicine",
    title: "Altitude sickness",
    text: `Altitude sickness is an illness caused by climbing to a high altitude too quickly. At great heights the air pressure is lower, so each breath takes in less oxygen. The first symptoms are usually a headache, nausea, tiredness and trouble sleeping, and they often begin above about 2,500 metres. In rare cases, fluid builds up in the lungs or the brain, which can be fatal. The best prevention is to climb slowly, so that the body has time to adjust by making more red blood cells. A person with severe symptoms should descend at once, because going down even a few hundred metres usually brings relief.`,
  },
];

const labarum: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Hoatzins",
    text: `The hoatzin is a tropical bird of the swamps and river forests of the Amazon basin. It eats almost nothing but leaves, which it digests by fermentation in a large crop at the front of its gut, much as a cow does in its stomach. The fermenting leaves give the bird a strong smell, and local people call it the stinkbird. Hoatzin chicks have two claws on each wing, which they use to climb through branches. When a predator approaches, a chick drops into the water below the nest, swims away and later climbs back up with the help of its claws. Adults lose the claws as they grow.`,
  },
  {
    subject: "biology",
    title: "Cassowaries",
    text: `Cassowaries are large flightless birds of the rainforests of New Guinea and north-eastern Australia. They have a bony crest called a casque on top of the head, which may help them push through dense plants. Cassowaries eat mainly fallen fruit and swallow many fruits whole, so their droppings spread the seeds of rainforest trees over long distances. The female lays the eggs, but the male sits on them for about fifty days and cares for the chicks for up to nine months. A cassowary can defend itself with powerful kicks, and each foot has a dagger-like inner claw about 12 centimetres long.`,
  },
  {
    subject: "chemistry",
    title: "Glow-in-the-dark paint",
    text: `Glow-in-the-dark paint contains pigments that absorb light and then release it slowly, a property called phosphorescence. Older paints used zinc sulfide, which glowed for only a few minutes. Modern paints use strontium aluminate, which can glow for many hours after being charged by sunlight or a lamp. Energy from the light lifts electrons in the pigment into higher energy states, and the electrons return to their normal states only gradually, giving off light as they do. Until the 1960s, some watch dials glowed because their paint contained radium, a radioactive element. Many of the workers who painted those dials became seriously ill.`,
  },
  {
    subject: "physics",
    title: "Supercooling",
    text: `Supercooling is the cooling of a liquid below its freezing point without it becoming solid. Ice crystals need a starting point to form, such as a speck of dust or a scratch in a container. Very pure water in a smooth bottle can therefore stay liquid at several degrees below zero. If the supercooled water is shaken or a piece of ice is dropped into it, crystals spread through it within seconds. Supercooled droplets in clouds are a danger to aircraft, because they freeze as soon as they strike the wings. Some reusable hand warmers work in a similar way, with a supercooled salt solution that crystallises when a metal disc inside is clicked.`,
  },
  {
    subject: "earth science",
    title: "Mesas",
    text: `A mesa is a flat-topped hill with steep sides, standing above the surrounding land. Mesas form in dry regions where a layer of hard rock, such as sandstone or lava, lies on top of softer rock. The hard cap protects the rock beneath it, while rivers and weathering wear away the land around. The name comes from the Spanish word for "table". As the edges retreat over millions of years, a mesa shrinks into a smaller, narrower hill called a butte. Monument Valley in the south-western United States is famous for its mesas and buttes.`,
  },
  {
    subject: "history",
    title: "Turnpike roads",
    text: `Turnpike roads were roads in Britain that were paid for by tolls charged to travellers. From the late seventeenth century, Parliament passed acts that allowed groups of local people, called turnpike trusts, to take over a stretch of road. The trusts borrowed money to repair the road and collected tolls at gates to pay back the loans. By the 1830s there were more than a thousand trusts, and journeys by stagecoach had become much faster. Tolls were unpopular, and in Wales in the 1840s protesters dressed as women attacked the gates in the Rebecca Riots. When the railways took away much of the traffic, most trusts fell into debt and were wound up.`,
  },
  {
    subject: "history",
    title: "Zeppelins",
    text: `Zeppelins were rigid airships named after the German inventor Count Ferdinand von Zeppelin, who flew the first one in 1900. A zeppelin had a metal frame covered with fabric, and inside it were bags filled with hydrogen, which is lighter than air. During the First World War, German zeppelins dropped bombs on British towns, but many were shot down once fighters began using bullets that set the hydrogen on fire. After the war, large zeppelins carried passengers across the Atlantic in comfortable cabins. In 1937 the Hindenburg caught fire while landing in New Jersey, and 36 people died. The disaster ended public trust in passenger airships.`,
  },
  {
    subject: "economics",
    title: "Mercantilism",
    text: `Mercantilism was an economic theory that dominated European policy from the sixteenth to the eighteenth century. Its supporters believed that a nation's wealth was measured by its stock of gold and silver. To increase that stock, a country tried to export more than it imported. Governments placed high tariffs on foreign goods and gave monopolies to trading companies such as the East India Company. Colonies were expected to supply raw materials and to buy finished goods only from their ruling country. Adam Smith attacked mercantilism in 1776, arguing that wealth comes from production and that both sides can gain from trade.`,
  },
  {
    subject: "computing",
    title: "Feature flags",
    text: `A feature flag is a setting that turns a part of a program on or off without changing its code. Developers wrap a new feature in a check of the flag, so the code can be released while the feature stays hidden. The flag can then be switched on for a small group of users first, such as the company's own staff, and widened if nothing goes wrong. If the feature causes errors, turning the flag off removes it at once, which is faster than preparing a new release. Flags are also used for experiments, in which half of the users see one design and half see another. Old flags that are never removed make the code harder to read, so teams delete a flag once its feature is fully released.`,
  },
  {
    subject: "languages",
    title: "Click consonants",
    text: `Click consonants are speech sounds made by trapping air between two closures in the mouth and then releasing the front one with a sharp popping noise. They are common in several languages of southern and eastern Africa, such as Xhosa, Zulu and the Khoisan languages. Xhosa has more than a dozen different clicks, and a click can be a single sound within a word, as in the name of the language itself. In writing, many of these languages use the letters c, q and x for clicks. English speakers use clicks only outside words, for example to show disapproval with the sound often written "tut-tut".`,
  },
  {
    subject: "law",
    title: "Eminent domain",
    text: `Eminent domain is the power of a government to take private property for public use, such as building a road, a school or a railway. The owner does not have to agree, but the government must pay fair compensation, usually the market value of the property. In the United Kingdom, the same power is called compulsory purchase. The Fifth Amendment to the United States Constitution states that private property shall not be taken for public use without just compensation. In 2005, the Supreme Court allowed a city to take homes for a private development that promised new jobs, and many states then passed laws to limit the power.`,
  },
  {
    subject: "medicine",
    title: "Antivenom",
    text: `Antivenom is a medicine that neutralises the venom of a particular snake, spider or scorpion. It is made by injecting small, safe doses of venom into an animal, usually a horse or a sheep. The animal's immune system produces antibodies against the venom, which are collected from its blood and purified. Because each venom is different, an antivenom usually works only against the bites of a few related species. Some patients react badly to the animal proteins in antivenom, so it is given in hospital, where doctors can treat an allergic reaction. Snakebites kill tens of thousands of people each year, mostly in rural parts of Africa and Asia.`,
  },
];

const vexillum: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Kiwis",
    text: `Kiwis are flightless birds found only in New Zealand, where five species live in forests, scrub and grassland. A kiwi is about the size of a chicken, with loose, hair-like feathers and tiny wings hidden beneath them. Unlike other birds, it has nostrils at the tip of its long bill, and it finds earthworms and insect larvae by smell as it probes the soil at night. The female lays one of the largest eggs for her body size of any bird, about a fifth of her own weight. In most species the male sits on the egg for around eighty days. Stoats and dogs brought to New Zealand by people kill many young kiwis, and most chicks in the wild die before they are a year old.`,
  },
  {
    subject: "biology",
    title: "Quokkas",
    text: `The quokka is a small wallaby about the size of a domestic cat. It lives mainly on Rottnest Island and Bald Island off the coast of Western Australia, where there are no foxes or cats, and in a few scattered patches of the mainland. Quokkas feed at night on grasses, leaves and shrubs, and they can survive for long periods with little fresh water by getting moisture from plants. Like other marsupials, the female carries her young in a pouch, where the single joey stays for about six months. Because quokkas seem to smile and often approach people, they have become a popular subject for tourist photographs. Feeding or touching them is against the law on Rottnest Island.`,
  },
  {
    subject: "chemistry",
    title: "Fluorescence",
    text: `Fluorescence is the giving off of light by a substance that has just absorbed light or other radiation. When the substance absorbs energy, some of its electrons jump to higher energy levels. They lose a little of that energy as heat and then fall back, giving off light of a longer wavelength than the light that was absorbed. For this reason many minerals and dyes glow in visible colours under ultraviolet light, although ultraviolet light itself is invisible to people. Unlike phosphorescence, fluorescence stops almost at once when the light source is switched off. Highlighter pens, the white stripes on safety jackets and the security marks on banknotes all contain fluorescent substances.`,
  },
  {
    subject: "physics",
    title: "Smoke detectors",
    text: `A smoke detector is a device that sounds an alarm when it senses smoke. Two main types are used in homes. An ionisation detector contains a tiny amount of a radioactive material, americium-241, which makes the air between two metal plates conduct a small electric current. When smoke particles enter the gap, they disrupt the current, and the alarm goes off. An optical detector shines a beam of light across a chamber. Smoke scatters part of the beam onto a light sensor, which triggers the alarm. Ionisation detectors respond faster to flaming fires, while optical detectors are better at detecting slow, smouldering fires. Fire services advise testing the alarms every month.`,
  },
  {
    subject: "earth science",
    title: "Haboobs",
    text: `A haboob is an intense dust storm carried along by the strong winds at the front of a thunderstorm. When rain falls into dry air beneath a storm cloud, the air cools and sinks rapidly, then spreads out along the ground. This rush of cold air lifts loose dust and sand into a wall that can be more than a kilometre high and many kilometres wide. The name comes from an Arabic word for strong wind, and haboobs are common in Sudan, the Arabian Peninsula and the deserts of the south-western United States. A haboob usually passes within a few hours, but it can cut visibility to almost zero, ground flights and cause serious road accidents.`,
  },
  {
    subject: "history",
    title: "Astrolabes",
    text: `The astrolabe was an instrument used to measure the height of the sun or a star above the horizon and to solve problems of astronomy and timekeeping. It was developed by the ancient Greeks and greatly improved by astronomers in the Islamic world from the eighth century onwards. A typical astrolabe was a brass disc with a map of the sky on a rotating plate and a sighting arm on the back. By sighting a star and turning the plate, a user could find the time of day or night, the direction of prayer or the time of sunrise. Scholars carried the instrument to Europe through Spain in the tenth and eleventh centuries. A simpler version, the mariner's astrolabe, helped Portuguese sailors find their latitude at sea.`,
  },
  {
    subject: "history",
    title: "Pneumatic tube mail",
    text: `In the second half of the nineteenth century, several large cities built networks of pneumatic tubes to carry mail and telegrams. Letters were rolled into metal or leather canisters, which were pushed through underground pipes by compressed air or drawn along by a vacuum. London opened the first system in 1853 to link its central telegraph office with the stock exchange. Paris built a network that eventually reached about 467 kilometres and carried messages called pneus until 1984. In Berlin and Prague, letters could cross the city in under an hour. The networks declined as telephones, and later fax machines, made the fast delivery of short messages cheaper.`,
  },
  {
    subject: "economics",
    title: "Tontines",
    text: `A tontine is an investment scheme in which a group of people each pay a sum into a common fund and receive a yearly income from it. When a member dies, his or her share of the income is divided among the survivors, so the payments to each remaining member grow over time. The last survivor receives all of the income, and when that person dies, the fund usually passes to whoever set it up. The scheme is named after Lorenzo de Tonti, an Italian banker who proposed it to the French government in 1653. Governments later used tontines to raise money for wars and public buildings. They were banned in many countries, partly because members had a reason to wish for each other's deaths.`,
  },
  {
    subject: "computing",
    title: "Rate limiting",
    text: `Rate limiting is a technique for controlling how many requests a client can send to a server in a given period of time. A web service might allow each user one hundred requests per minute and reject any requests above that limit until the next minute begins. A common method is the token bucket, in which tokens are added to a bucket at a steady rate and each request uses one token. When the bucket is empty, further requests are refused or delayed. Rate limiting protects servers from being overloaded, makes it harder to guess passwords by trying thousands of them, and shares capacity fairly among users. A server that rejects a request usually replies with the status code 429, meaning too many requests.`,
  },
  {
    subject: "languages",
    title: "Whistled languages",
    text: `A whistled language is a way of speaking a language by whistling instead of using the voice. Whistlers copy the tones or the changing pitch of ordinary speech, so that listeners who know the spoken language can understand whole sentences. Whistled speech can carry several kilometres, much farther than shouting, and it developed mainly in mountains and dense forests where people live far apart. The best known example is Silbo Gomero, a whistled form of Spanish used on La Gomera in the Canary Islands. In 2009 UNESCO listed it as part of the world's intangible cultural heritage, and it is now taught in the island's schools. Similar systems exist in Turkey, Greece, Mexico and parts of West Africa.`,
  },
  {
    subject: "law",
    title: "Good Samaritan laws",
    text: `Good Samaritan laws protect people who give reasonable help in an emergency from being sued if something goes wrong. Without such protection, a bystander might hesitate to perform first aid for fear of being blamed for an injury. The laws take their name from a parable in the Bible in which a traveller from Samaria stops to help a stranger who has been robbed and left by the road. The details differ between countries. In most of the United States, the laws protect volunteers who act in good faith but not those who are grossly careless. In some countries, such as France and Germany, the law goes further and requires people to help someone in danger if they can do so without risk to themselves.`,
  },
  {
    subject: "medicine",
    title: "Glaucoma",
    text: `Glaucoma is a group of eye diseases that damage the optic nerve, which carries signals from the eye to the brain. In the most common form, the fluid inside the eye drains too slowly, and the pressure in the eye gradually rises. The damage usually begins at the edges of vision, so many people do not notice any change until a large part of their sight has been lost. Glaucoma is one of the leading causes of blindness in the world, and the lost vision cannot be restored. Regular eye tests can detect raised pressure before symptoms appear. Treatment with eye drops, laser therapy or surgery lowers the pressure and can slow or stop further damage.`,
  },
];

const standard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Okapis",
    text: `The okapi is a forest animal of the Democratic Republic of the Congo in central Africa. Although its striped legs make it look like a zebra, it is the only living relative of the giraffe. Like a giraffe, it has a long, dark tongue, which it uses to strip leaves and buds from branches and to clean its own eyes and ears. Okapis live alone in dense rainforest and are very shy, so European scientists did not describe the animal until 1901. The stripes on the hindquarters may help a calf follow its mother through the shadows. The species is endangered because of hunting, mining and the clearing of its forest.`,
  },
  {
    subject: "biology",
    title: "Albatrosses",
    text: `Albatrosses are large seabirds of the Southern Ocean and the North Pacific. The wandering albatross has the longest wingspan of any living bird, up to about 3.5 metres. Albatrosses can glide for hours without flapping by using the differences in wind speed just above the waves, a technique called dynamic soaring. They come ashore only to breed, usually on remote islands, and most pairs stay together for life. A pair raises a single chick every one or two years. Many albatrosses drown after swallowing baited hooks set by fishing boats, and several species are now threatened.`,
  },
  {
    subject: "chemistry",
    title: "Mothballs",
    text: `Mothballs are small balls of a chemical pesticide that people put in wardrobes and storage boxes to protect clothes from moths. Older mothballs are made of naphthalene, and newer ones usually of paradichlorobenzene. Both substances sublimate, which means they change directly from a solid into a gas without melting first. The gas builds up in a closed space and kills the larvae of clothes moths, which feed on wool and silk. This is why mothballs slowly shrink and give clothes their strong smell. Because the vapour is harmful to people and pets, mothballs should be used only in closed containers and kept away from children.`,
  },
  {
    subject: "physics",
    title: "Fresnel lenses",
    text: `A Fresnel lens is a thin lens made of a series of narrow rings, each with a curved surface. It was invented by the French physicist Augustin-Jean Fresnel in the 1820s for lighthouses. A normal lens that could focus a lighthouse lamp into a strong beam would have to be very thick and heavy, and it might crack as it heated up. By cutting away the glass that does not bend the light, Fresnel kept only the curved surfaces, so the lens became much lighter and thinner. Lighthouses fitted with his lenses could be seen from more than 30 kilometres away. Today flat plastic Fresnel lenses are used in overhead projectors, car headlights and solar cookers.`,
  },
  {
    subject: "earth science",
    title: "Mud volcanoes",
    text: `A mud volcano is a mound or cone formed where mud, water and gases are forced up to the surface from underground. Most mud volcanoes are not connected to magma, and the mud that comes out is usually cool. They form where layers of soft sediment are squeezed by the weight of rock above them or by the movement of tectonic plates. The gas that escapes is mostly methane, and it sometimes catches fire. Azerbaijan, on the coast of the Caspian Sea, has about a third of all the mud volcanoes on land. Most are only a few metres high, but the largest can reach several hundred metres across.`,
  },
  {
    subject: "history",
    title: "Ziggurats",
    text: `A ziggurat was a massive stepped tower built in the ancient cities of Mesopotamia, in what is now Iraq and western Iran. It had a core of sun-dried mud bricks covered with a layer of baked bricks, which protected it from rain. Each level was smaller than the one below it, and a temple probably stood on the top. Ziggurats were built as part of a temple complex dedicated to the god of the city, and only priests were allowed to climb them. The best preserved is the Great Ziggurat of Ur, built around 2100 BC by King Ur-Nammu. Some historians think the story of the Tower of Babel was inspired by a ziggurat in Babylon.`,
  },
  {
    subject: "history",
    title: "Windmills",
    text: `Windmills were first used in Persia more than a thousand years ago to grind grain and pump water. In Europe they appeared in the twelfth century, and for hundreds of years they ground most of the flour in regions without strong rivers. In a post mill, the whole body of the mill turned on a large wooden post so that the sails could face the wind. The later tower mill had a fixed stone tower with only a cap on top that turned. In the Netherlands, thousands of windmills pumped water out of low-lying land, which allowed farmers to reclaim fields from lakes and the sea. Steam engines replaced most windmills in the nineteenth century.`,
  },
  {
    subject: "economics",
    title: "Tithes",
    text: `A tithe is a payment of one tenth of a person's income or produce to support a church. In medieval Europe, farmers had to give the church a tenth of their crops and animals, and the goods were often stored in large tithe barns. The tithe paid for priests, church buildings and help for the poor. Many farmers resented it, especially when the money went to distant landowners who had bought the right to collect it. In England, tithes paid in kind were replaced by money payments in 1836. Some religious groups still ask their members to give a tenth of their income today.`,
  },
  {
    subject: "computing",
    title: "Pagination",
    text: `Pagination is the splitting of a long list of results into separate pages. A search engine, for example, might show ten results on each page, with links to the next and previous pages. Pagination keeps each response small, so a page loads quickly and the server does not have to send thousands of records at once. With offset pagination, the client asks for a page number, and the server skips that many records. Cursor pagination instead gives the client a marker for the last item it received, which stays correct even when new items are added. Some apps replace page links with infinite scrolling, which loads more items as the user reaches the bottom.`,
  },
  {
    subject: "languages",
    title: "Pig Latin",
    text: `Pig Latin is a language game in which English words are changed according to a simple rule. The consonants at the start of a word are moved to the end, and the sound "ay" is added after them, so "pig" becomes "igpay" and "latin" becomes "atinlay". Words that begin with a vowel usually just have "way" or "yay" added. Children often use Pig Latin to talk in secret in front of adults who do not know the rule. Despite its name, it has nothing to do with Latin. Similar games exist in other languages, such as verlan in French, which reverses the syllables of words.`,
  },
  {
    subject: "law",
    title: "Parole",
    text: `Parole is the early release of a prisoner who agrees to follow certain conditions for the rest of the sentence. A parole board decides whether a prisoner is ready to be released, looking at their behaviour in prison and the risk they may pose to the public. A person on parole must usually report regularly to a parole officer, live at an approved address and avoid contact with victims. If they break the conditions or commit another crime, they can be sent back to prison. Parole is different from probation, which is a sentence served in the community instead of prison. The word comes from the French phrase for a word of honour.`,
  },
  {
    subject: "medicine",
    title: "Hypothermia",
    text: `Hypothermia is a dangerous drop in body temperature below 35 °C. It happens when the body loses heat faster than it can produce it, most often after long exposure to cold air or cold water. Early signs include shivering, pale skin and tiredness. As the body temperature falls further, shivering stops, speech becomes slurred and the person may become confused and clumsy. Because confusion sets in, people with hypothermia often do not realise they are in danger. Treatment involves moving the person somewhere warm, removing wet clothes and warming the centre of the body first. Water takes heat from the body about 25 times faster than air at the same temperature.`,
  },
];

const tricolour: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Capybaras",
    text: `The capybara is the largest living rodent, a relative of the guinea pig that can weigh more than 60 kilograms. It lives in groups near rivers, lakes and marshes across much of South America. Its eyes, ears and nostrils sit high on its head, so it can hide almost completely under water while still breathing and watching. Capybaras have slightly webbed feet and can stay submerged for up to five minutes to escape jaguars and caimans. They eat mainly grasses and water plants, and like rabbits they eat some of their own droppings to digest the tough plant fibre a second time. Because they spend so much time in water, some Catholic authorities in the sixteenth century classed the capybara as a fish, which allowed it to be eaten during Lent.`,
  },
  {
    subject: "biology",
    title: "Baobabs",
    text: `Baobabs are long-lived trees of the African savanna, Madagascar and northern Australia. Their thick, swollen trunks store water during the rainy season, and a large tree can hold more than 100,000 litres. In the dry season the baobab drops its leaves, which reduces the water it loses through evaporation. Its large white flowers open at night and are pollinated mainly by fruit bats. The fruit has a dry, powdery pulp that is rich in vitamin C and is eaten or mixed into drinks. Some baobabs are thought to be more than 1,000 years old, but several of the oldest trees in southern Africa have died suddenly since 2005.`,
  },
  {
    subject: "chemistry",
    title: "Superglue",
    text: `Superglue is a fast-setting adhesive made from a liquid called cyanoacrylate. Unlike most glues, it does not dry by losing a solvent. Instead, traces of water on the surfaces start a reaction in which the small cyanoacrylate molecules join into long chains, forming a hard plastic within seconds. This kind of reaction is called polymerisation. Because even the moisture on skin triggers it, superglue can stick fingers together almost at once. It was discovered by accident in 1942 by Harry Coover, who was trying to make clear plastic gun sights and rejected it for being too sticky. Medical versions of the glue are now used to close small cuts instead of stitches.`,
  },
  {
    subject: "physics",
    title: "Hourglasses",
    text: `An hourglass measures time by letting sand flow from an upper glass bulb into a lower one through a narrow neck. Unlike water in a clock, the sand flows at an almost constant rate, whatever the height of the sand above the neck. This is because the grains press against the walls of the bulb, which carry much of the weight of the sand above. The flow rate depends mainly on the width of the neck and the size of the grains. Hourglasses were widely used on ships from the fourteenth century, since the rolling of the sea did not stop them working. Sailors turned a half-hour glass and rang a bell each time it emptied to mark the watches of the crew.`,
  },
  {
    subject: "earth science",
    title: "Petrified wood",
    text: `Petrified wood is a fossil in which the remains of a tree have been turned into stone. The process begins when a fallen tree is quickly buried by mud or volcanic ash, which cuts off the oxygen that would let it rot. Groundwater carrying dissolved silica then seeps through the wood. Over thousands of years, the silica fills the cells and slowly replaces the wood itself, usually as quartz. The stone often keeps the tree rings and even the shape of single cells. Traces of iron, copper and manganese give petrified wood its red, green and black colours. The Petrified Forest National Park in Arizona holds logs that are about 225 million years old.`,
  },
  {
    subject: "history",
    title: "Serfdom",
    text: `Serfdom was a system in medieval Europe under which peasants were bound to the land of a lord. A serf could not leave the manor or marry without the lord's permission. In return for a plot of land and protection, serfs worked several days a week on the lord's fields and paid him part of their own harvest. Unlike slaves, serfs could not be sold away from the land, and they kept some rights under local custom. After the Black Death killed a large part of the population in the fourteenth century, workers became scarce, and serfdom declined in western Europe. In Russia, however, it lasted until Tsar Alexander II abolished it in 1861.`,
  },
  {
    subject: "history",
    title: "The abacus",
    text: `An abacus is a counting frame with beads that slide along rods or wires. Each rod stands for a place value, such as units, tens or hundreds, so large numbers can be added and subtracted by moving beads. Early counting boards, on which pebbles were moved along lines drawn in sand or carved in stone, were used in Mesopotamia, Greece and Rome. The Chinese suanpan, with two beads above a bar and five below, was in use by the fourteenth century. The Japanese soroban later reduced this to one bead above and four below, which made calculation faster. Skilled users can still work faster on an abacus than many people can with an electronic calculator.`,
  },
  {
    subject: "economics",
    title: "Usury",
    text: `Usury originally meant charging any interest at all on a loan, and today it means charging interest that is unfairly high. In medieval Europe, the Catholic Church banned Christians from lending money at interest, arguing that money itself could not produce more money. Because Jewish communities were not bound by this rule, many moneylenders in medieval towns were Jewish, which fed hostility against them. As trade grew, bankers found ways around the ban, for example by disguising interest as a fee for exchanging currencies. England legalised interest of up to ten per cent in 1545. Many countries still set a maximum interest rate, and loans above it are illegal.`,
  },
  {
    subject: "computing",
    title: "Dithering",
    text: `Dithering is a technique for making an image appear to have more colours than a screen or printer can actually show. It places dots of the available colours in a pattern, and from a normal distance the eye blends them into an in-between shade. For example, a checkerboard of black and white pixels looks grey. Without dithering, smooth gradients such as a sunset sky break into visible bands of colour. Error diffusion is a common method in which the difference between each pixel's true colour and the colour actually used is spread to the neighbouring pixels. The Floyd-Steinberg algorithm, published in 1976, is the best-known example of error diffusion.`,
  },
  {
    subject: "languages",
    title: "Backronyms",
    text: `A backronym is a phrase invented to fit the letters of a word that already exists, as if the word were an acronym. An ordinary acronym works the other way round, starting from a phrase and taking its first letters. Backronyms are often made up after a word has become popular, and stories about them spread widely as false explanations of where words come from. For instance, the distress signal SOS is sometimes said to stand for "save our souls", but it was chosen because its Morse code pattern is simple and easy to recognise. Organisations also create backronyms on purpose, so that the name of a project spells a memorable word.`,
  },
  {
    subject: "law",
    title: "Alibis",
    text: `An alibi is a defence in which an accused person claims to have been somewhere else when the crime was committed. The word comes from Latin and means "elsewhere". If the alibi is true, the accused cannot have committed the crime in person, so it can lead to an acquittal. An alibi is usually supported by witnesses, receipts, phone records or video from security cameras. In many countries the defence must give notice of an alibi before the trial, so that the prosecution has time to check it. A false alibi can itself be a crime, and a witness who lies to support one may be charged with perjury.`,
  },
  {
    subject: "medicine",
    title: "Iron lungs",
    text: `An iron lung is a large metal tank that helps a person breathe when the muscles of the chest are paralysed. The patient lies inside with only the head outside, and a rubber collar seals the tank around the neck. A pump lowers the air pressure inside the tank, which makes the chest expand and draws air into the lungs. When the pressure rises again, the air is pushed back out. Iron lungs were widely used during the polio epidemics of the 1940s and 1950s, when hospital wards held rows of them. After vaccines nearly wiped out polio, smaller ventilators that push air directly into the lungs replaced them.`,
  },
];

const pennoncel: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Meerkats",
    text: `Meerkats are small members of the mongoose family that live in the dry grasslands and deserts of southern Africa. They live in groups called mobs or gangs, which can have up to fifty members. While the others dig for food, one or more meerkats stand on their hind legs on a high point and keep watch for eagles, jackals and snakes. When a sentry spots a predator, it gives an alarm call, and the rest of the group runs for the nearest burrow. Different calls tell the group whether the danger comes from the air or the ground. Meerkats eat mainly insects, but they also catch scorpions, whose venom does not harm them much.`,
  },
  {
    subject: "biology",
    title: "Goosebumps",
    text: `Goosebumps are small bumps that appear on the skin when a person is cold or feels a strong emotion such as fear. Each hair on the body has a tiny muscle at its base called the arrector pili. When this muscle contracts, it pulls the hair upright and raises a bump of skin around it. In furry mammals, raised hairs trap a thicker layer of air, which keeps the animal warmer. A frightened cat or porcupine also looks larger with its fur or quills standing up, which may scare off an attacker. Because humans have so little body hair, goosebumps now do little to keep them warm.`,
  },
  {
    subject: "chemistry",
    title: "Non-stick pans",
    text: `Most non-stick pans are coated with polytetrafluoroethylene, or PTFE, a plastic sold under the brand name Teflon. PTFE is a polymer made of long chains of carbon atoms, each surrounded by fluorine atoms. The bonds between carbon and fluorine are among the strongest in chemistry, so very few substances react with the coating or stick to it. PTFE was discovered by accident in 1938 by Roy Plunkett, who found that a cylinder of refrigerant gas had turned into a white, slippery solid. The coating starts to break down above about 260 °C and can release harmful fumes, so empty non-stick pans should not be left on a high heat.`,
  },
  {
    subject: "physics",
    title: "Newton's cradle",
    text: `A Newton's cradle is a row of identical metal balls hanging side by side from a frame. When the ball at one end is lifted and released, it strikes the row, and the ball at the far end swings out while the others stay almost still. The momentum and the energy of the first ball pass through the row from ball to ball. If two balls are lifted together, two balls swing out at the other side. The device shows the conservation of both momentum and energy. Eventually the balls stop moving, because some energy is lost as sound and heat with each collision.`,
  },
  {
    subject: "earth science",
    title: "Cenotes",
    text: `A cenote is a natural pit or sinkhole filled with groundwater, found mainly on the Yucatán Peninsula in Mexico. The peninsula is made of limestone, a rock that slowly dissolves in slightly acidic rainwater. Over thousands of years, water eats out caves underground, and when the roof of a cave collapses, a cenote forms. The Yucatán has almost no rivers on the surface, because rainwater soaks straight into the rock. For this reason, cenotes were the main source of fresh water for the ancient Maya, who also saw them as entrances to the underworld. Many cenotes are linked by long flooded cave systems that divers still explore today.`,
  },
  {
    subject: "history",
    title: "Carrier pigeons",
    text: `Carrier pigeons are homing pigeons used to carry messages. A homing pigeon can find its way back to its loft from hundreds of kilometres away, probably by using the position of the Sun and the Earth's magnetic field. To send a message, people took pigeons away from their home loft and released them with a note in a small tube on one leg. Pigeons carried news in ancient Persia and Rome, and the Reuters news agency used them in 1850 to carry stock prices between Germany and Belgium. In the First World War, a pigeon called Cher Ami delivered a message that helped save nearly 200 trapped American soldiers. Radio and the telegraph eventually made pigeon post unnecessary.`,
  },
  {
    subject: "history",
    title: "The moai of Easter Island",
    text: `The moai are nearly 900 giant stone statues on Easter Island, a remote island in the Pacific Ocean that belongs to Chile. They were carved by the Rapa Nui people between about 1250 and 1500, mostly from soft volcanic rock at a quarry called Rano Raraku. Most of the statues represent important ancestors, and many stand on stone platforms with their backs to the sea, facing the villages. The largest moai that was ever raised is almost 10 metres tall and weighs over 80 tonnes. Islanders say the statues walked to their places, and experiments suggest that teams with ropes could rock them upright along the ground. Many moai were later pulled down during conflicts between clans.`,
  },
  {
    subject: "economics",
    title: "Pawnbrokers",
    text: `A pawnbroker lends money to people who leave a valuable item, such as jewellery or a watch, as security for the loan. The item is called a pledge, and the loan is usually only a fraction of what the item is worth. If the borrower repays the loan with interest within the agreed time, they get the item back. If they do not, the pawnbroker may sell it to recover the money. Because the loan is secured by the item, pawnbrokers do not need to check a borrower's credit history. Pawnbroking is one of the oldest forms of lending, and in many countries three gold balls hanging outside a shop still mark a pawnbroker.`,
  },
  {
    subject: "computing",
    title: "Dark mode",
    text: `Dark mode is a display setting that shows light text on a dark background instead of dark text on a light one. Many people find it more comfortable for reading at night or in dim rooms. On phones with OLED screens, each pixel makes its own light, so a black pixel is simply switched off and uses almost no power. As a result, dark mode can make the battery last longer on these screens, though it saves little on LCD screens, which light every pixel from behind. Websites can detect whether a user has chosen dark mode in their system settings and change their colours to match. Pure white text on a pure black background can be tiring to read, so designers often use dark grey instead.`,
  },
  {
    subject: "languages",
    title: "Mondegreens",
    text: `A mondegreen is a word or phrase that is misheard, especially in a song or a poem, so that it takes on a new meaning. The term was invented by the American writer Sylvia Wright in 1954. As a child, she had heard the Scottish ballad line "and laid him on the green" as "and Lady Mondegreen". Mondegreens happen because listeners fill gaps in what they hear with words that they expect or already know. They are especially common in songs, where music, accents and fast singing hide the sounds of words. Children often create mondegreens when they learn prayers or anthems by ear.`,
  },
  {
    subject: "law",
    title: "Curfews",
    text: `A curfew is an order that requires people to stay indoors during certain hours, usually at night. Governments sometimes impose a general curfew during riots, wars or natural disasters to keep order and protect people. Some towns set curfews for young people under a certain age, who must be home by a set time unless an adult is with them. Courts can also give an individual a curfew as part of a sentence or as a condition of bail. In that case the person may wear an electronic tag on the ankle, which tells the authorities if they leave home during the curfew hours. The word comes from the Old French phrase for "cover the fire", from a medieval rule that fires be put out at night.`,
  },
  {
    subject: "medicine",
    title: "Brain freeze",
    text: `Brain freeze is a short, sharp headache caused by eating or drinking something cold too quickly. Doctors call it a cold-stimulus headache. When something very cold touches the roof of the mouth, the blood vessels there narrow and then quickly widen again. Nerves in the area sense this change and send pain signals to the brain. Because these nerves also serve the forehead, the pain is felt in the head rather than in the mouth. The headache usually lasts less than a minute. Pressing the tongue against the roof of the mouth warms the area and can make the pain go away faster.`,
  },
];

const jack: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Colour blindness",
    text: `Colour blindness is a condition in which a person cannot tell certain colours apart. The most common form makes it hard to tell red from green. The retina contains cone cells of three types, each sensitive to red, green or blue light, and colour blindness happens when one type is missing or works poorly. The genes for the red and green cones lie on the X chromosome. Because men have only one X chromosome, they are far more often colour blind than women: about one man in twelve, but only one woman in two hundred. Doctors test for it with the Ishihara plates, circles of coloured dots that hide a number.`,
  },
  {
    subject: "biology",
    title: "Crop rotation",
    text: `Crop rotation is the practice of growing different crops on the same field in a planned order over several years. Growing the same crop every year drains the soil of the nutrients that crop needs and lets its pests and diseases build up. Legumes such as peas, beans and clover have bacteria in nodules on their roots that take nitrogen from the air and fix it in the soil. A farmer who plants wheat after beans therefore needs less fertiliser. In the eighteenth century, English farmers spread the Norfolk four-course system, which rotated wheat, turnips, barley and clover. The turnips and clover also fed animals through the winter.`,
  },
  {
    subject: "chemistry",
    title: "Antifreeze",
    text: `Antifreeze is a liquid added to the water in a car engine's cooling system to stop it from freezing in winter. Most antifreeze is based on ethylene glycol, a colourless alcohol. Dissolving it in water lowers the freezing point of the mixture, so a half-and-half mix stays liquid down to about minus 37 °C. The same mixture also boils at a higher temperature than pure water, which helps in summer. Ethylene glycol is poisonous but tastes sweet, so pets and children sometimes drink spilled antifreeze. For this reason, many makers add a bitter substance called denatonium benzoate, and some use the less toxic propylene glycol instead.`,
  },
  {
    subject: "physics",
    title: "Crumple zones",
    text: `A crumple zone is a part of a car, usually at the front or back, that is designed to fold up in a crash. When a car hits something, its passengers must lose all their momentum. If the car stops very suddenly, the force on them is huge. A crumple zone makes the collision last longer, so the same change in momentum happens over more time and the force is smaller. The metal also absorbs energy as it bends. The idea was patented by the Mercedes-Benz engineer Béla Barényi in 1952. The passenger compartment itself is built to be rigid, so that it keeps its shape while the zones around it crumple.`,
  },
  {
    subject: "earth science",
    title: "Dust devils",
    text: `A dust devil is a small, spinning column of air that picks up dust and sand. Dust devils form on hot, sunny days with little wind, when the ground heats the air just above it. The warm air rises quickly through the cooler air above, and if it starts to rotate, it spins faster as it is stretched upward, like a skater pulling in her arms. Most dust devils are only a few metres wide and last less than a minute. Unlike tornadoes, they do not grow from thunderstorms and are rarely dangerous. The rovers on Mars have photographed dust devils there, some of them several kilometres high.`,
  },
  {
    subject: "history",
    title: "Lighthouse keepers",
    text: `Before lighthouses were automated, each one was run by lighthouse keepers who lived at the station. Their main duty was to keep the lamp burning from sunset to sunrise. They trimmed the wicks of the oil lamps, which is why keepers were nicknamed wickies, and they polished the lenses and brass every day. On remote rock lighthouses, keepers worked in teams of three so that one could always be on watch. In 1900, the three keepers of the Flannan Isles lighthouse in Scotland vanished, and their disappearance has never been explained. Electric lamps and automatic controls made keepers unnecessary, and the last British lighthouse was automated in 1998.`,
  },
  {
    subject: "history",
    title: "Canal locks",
    text: `A canal lock is a chamber with gates at both ends that lets boats move between stretches of water at different levels. To go up, a boat enters the chamber and the lower gates close behind it. Water then flows in from the higher level through sluices until the water in the chamber reaches the upper level, and the upper gates open. Going down works the other way round. The pound lock was used in China by the tenth century, and mitre gates, which meet at an angle and are pressed shut by the water, were designed in Italy in the fifteenth century. Locks allowed the canals of the Industrial Revolution to cross hills.`,
  },
  {
    subject: "economics",
    title: "Bitcoin",
    text: `Bitcoin is a digital currency that is not issued by any government or bank. It was launched in 2009 by a person or group using the name Satoshi Nakamoto. Every payment is recorded in a public ledger called the blockchain, which is copied on thousands of computers around the world. New bitcoins are created by mining, in which computers compete to solve a difficult puzzle and the winner adds the next block of payments. Only 21 million bitcoins can ever exist. Because its price rises and falls sharply, bitcoin is used more as an investment than as money for everyday shopping, and mining it uses a great deal of electricity.`,
  },
  {
    subject: "computing",
    title: "Dead code",
    text: `Dead code is code in a program that can never run, or whose results are never used. It often appears when a program changes: a feature is removed but the function behind it is left in place, or a condition becomes impossible. Dead code makes a program harder to read, because a programmer may waste time trying to understand it. It can also hide bugs, since code that never runs is never tested. Many compilers find some dead code and leave it out of the finished program, a step called dead-code elimination. Tools called linters warn programmers about unused variables and unreachable statements so that they can delete them.`,
  },
  {
    subject: "languages",
    title: "Jargon",
    text: `Jargon is the special vocabulary used by a profession or group, such as doctors, lawyers or computer programmers. It lets experts talk to each other quickly and precisely: a doctor who writes "bilateral" instead of "on both sides" saves time and avoids confusion. To outsiders, however, jargon can be hard to understand and can even seem to shut them out. The word comes from Old French, where it meant the twittering of birds. Campaigns for plain English, which began in Britain in 1979, ask governments and companies to write letters and forms that ordinary readers can follow. Jargon is different from slang, which is informal and usually spoken.`,
  },
  {
    subject: "law",
    title: "Witness protection",
    text: `Witness protection is a programme that keeps witnesses safe when they give evidence against dangerous criminals. A witness who testifies against a gang may be threatened or killed before or after a trial. In the most serious cases, the witness and their family are moved to a new town and given new names, new documents and sometimes new jobs. In return, they must cut all contact with their old lives. The United States set up its federal programme in 1970, mainly to fight organised crime, and it has protected more than 19,000 witnesses and family members. Courts may also let a witness give evidence from behind a screen or by video link.`,
  },
  {
    subject: "medicine",
    title: "Sleepwalking",
    text: `Sleepwalking is a disorder in which a person gets up and walks or does other things while still asleep. It happens during deep sleep, usually in the first few hours of the night, and not during the dreaming stage. A sleepwalker's eyes are often open, but they look through people and rarely remember the episode the next morning. Sleepwalking is most common in children and often stops by the teenage years. Lack of sleep, fever and stress make episodes more likely. It is not dangerous to wake a sleepwalker, as an old myth claims, but they may be confused, so it is better to guide them gently back to bed.`,
  },
];

const vane: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Naked mole rats",
    text: `Naked mole rats are almost hairless rodents that live in large underground colonies in the dry regions of East Africa. A colony is organised like a colony of bees: a single queen breeds, and the other members work as diggers, food gatherers or guards. The animals dig long tunnels with their large front teeth, and their lips close behind the teeth so that they do not swallow soil. Naked mole rats can live for more than thirty years, far longer than other rodents of their size. They rarely get cancer, and they can survive for several minutes without oxygen by switching to a different way of using sugar for energy.`,
  },
  {
    subject: "biology",
    title: "Fig wasps",
    text: `Fig trees and fig wasps depend on each other to reproduce. A fig is not really a fruit but a hollow ball lined with tiny flowers on the inside. A female fig wasp enters a young fig through a narrow opening, losing her wings as she squeezes in. Inside, she pollinates the flowers with pollen carried from the fig where she hatched, and she lays her eggs in some of them. The young wasps hatch inside the fig and mate, and the new females fly off carrying pollen to another tree. Each of the hundreds of fig species is usually pollinated by its own species of wasp.`,
  },
  {
    subject: "chemistry",
    title: "Petrichor",
    text: `Petrichor is the earthy smell that often comes with the first rain after a dry spell. The name was coined in 1964 by two Australian scientists, Isabel Bear and Richard Thomas. Much of the smell comes from geosmin, a chemical made by bacteria that live in soil. Human noses are extremely sensitive to geosmin and can detect it at a few parts per trillion. When raindrops hit dry, porous ground, they trap tiny bubbles of air that rise and burst, throwing a fine spray of scented particles into the air. Plant oils that build up on rocks and soil during dry weather add to the smell.`,
  },
  {
    subject: "physics",
    title: "Whispering galleries",
    text: `A whispering gallery is a circular or oval room, usually under a dome, where a whisper against the wall can be heard clearly on the far side. The best-known example is in St Paul's Cathedral in London. Sound waves that travel close to the curved wall are reflected again and again at shallow angles, so they creep around the wall instead of spreading out into the room. Because so little energy is lost, the whisper arrives almost as loud as it left. The physicist Lord Rayleigh explained the effect in 1878. The same principle is now used to trap light in tiny glass rings for lasers and sensors.`,
  },
  {
    subject: "earth science",
    title: "Frost heave",
    text: `Frost heave is the upward swelling of the ground during freezing weather. It happens when water in the soil freezes and draws more water up from below, which freezes onto the growing ice. Thin layers of ice called ice lenses build up and push the soil upward, sometimes by several centimetres. Fine soils such as silt are most affected, because they hold water and let it move easily, while coarse gravel is hardly affected at all. Frost heave cracks roads and lifts fence posts and the foundations of buildings. When the ice melts in spring, the soil above it turns soft and muddy.`,
  },
  {
    subject: "history",
    title: "Town criers",
    text: `Before most people could read, town criers made public announcements in the streets. A crier rang a handbell and shouted "Oyez", an old French word meaning "listen", to gather a crowd. He then read out news, new laws, market days and local events, and often nailed the notice to the door of an inn afterwards, which is said to be the origin of the phrase "posting a notice". Criers were protected by law, since harming a crier was treated as an attack on the ruler whose words he spoke. Newspapers made criers less necessary, but many towns still keep one for ceremonies.`,
  },
  {
    subject: "history",
    title: "Wax seals",
    text: `For centuries, letters and documents were closed and signed with a seal pressed into melted wax. Each seal carried a design, such as a coat of arms or initials, that identified its owner. A letter was folded and sealed so that it could not be opened without breaking the wax, which showed whether anyone had read it on the way. Kings and officials used large seals to make charters and laws valid, and losing a seal was a serious matter. Early sealing wax was made of beeswax, but from the sixteenth century it was mostly shellac, a resin produced by insects. Gummed envelopes made seals unnecessary in the nineteenth century.`,
  },
  {
    subject: "economics",
    title: "Piggy banks",
    text: `A piggy bank is a small container, often shaped like a pig, in which children save coins. It has a slot for putting coins in and, in many older designs, no way of getting them out without breaking it. Piggy banks teach children to delay spending and to watch their savings grow. Economists point out that coins kept at home earn no interest, and that inflation slowly reduces what they can buy. The name may come from pygg, a kind of orange clay used for pots and jars in the Middle Ages. Today many banks offer children's accounts that pay interest on small savings.`,
  },
  {
    subject: "computing",
    title: "The Y2K bug",
    text: `The Y2K bug was a problem in computer software caused by storing years with only two digits, such as 99 for 1999. Programmers in the 1960s and 1970s did this to save expensive memory. When the year 2000 arrived, the date 00 could be read as 1900, which might make programs calculate ages, interest and deadlines wrongly. Governments and companies spent hundreds of billions of dollars checking and correcting their code before the deadline. When the new year came, very few systems failed. Some people concluded that the danger had been exaggerated, while others argued that the work itself had prevented a disaster.`,
  },
  {
    subject: "languages",
    title: "Pangrams",
    text: `A pangram is a sentence that contains every letter of the alphabet at least once. The best-known English pangram is "The quick brown fox jumps over the lazy dog", which has been used since the late nineteenth century to practise typing and to show what a typeface looks like. Writers try to make pangrams as short as possible, because a short pangram repeats few letters. A perfect pangram uses each letter exactly once, but English perfect pangrams need rare words and abbreviations. Other languages have their own pangrams, and in languages with accented letters, a complete pangram must include those letters too.`,
  },
  {
    subject: "law",
    title: "Lemon laws",
    text: `Lemon laws protect people who buy a new car that turns out to have serious defects. In American slang, a faulty car is called a lemon. Under these laws, if the same serious problem cannot be fixed after several attempts at repair, the maker must replace the car or refund the price. Every state in the United States has its own lemon law, and the details, such as the number of repair attempts, differ from state to state. The buyer usually has to report the problem within a set period after purchase. Some states extend the protection to used cars and to other goods such as wheelchairs.`,
  },
  {
    subject: "medicine",
    title: "Bloodletting",
    text: `Bloodletting was the practice of removing blood from a patient to cure or prevent illness. For more than two thousand years, doctors believed that health depended on the balance of four body fluids called humours, and that draining blood could remove an excess. Blood was let by cutting a vein, by scratching the skin, or by applying leeches. Barbers often did the cutting, and the red and white stripes of a barber's pole are said to recall bloody bandages. In the nineteenth century, studies showed that bloodletting did patients more harm than good, and it was abandoned for almost every illness.`,
  },
];

const banderole: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Sundews",
    text: `Sundews are small carnivorous plants that grow in bogs and other wet places where the soil is poor in nitrogen. Their leaves are covered with hairs, and each hair ends in a drop of sticky liquid that shines like dew in the sun. An insect that lands on a leaf is held fast by the glue. The hairs then bend slowly towards the prey, and in many species the whole leaf curls around it. Glands on the leaf release enzymes that digest the soft parts of the insect, and the plant absorbs the nutrients. Charles Darwin studied sundews for years and described them in his book Insectivorous Plants, published in 1875.`,
  },
  {
    subject: "biology",
    title: "Limpets",
    text: `Limpets are sea snails with a single cone-shaped shell that live on rocky shores. When the tide goes out, a limpet clamps its muscular foot against the rock so firmly that it is very hard to pull off, and this stops it from drying out. While the rock is covered by water, the limpet moves about slowly, scraping tiny algae from the surface with a tongue covered in rows of teeth. Many limpets return to exactly the same spot on the rock after feeding. Over time the edge of the shell grinds a shallow scar into the rock that fits it closely. Limpet teeth contain a mineral called goethite, and they are among the strongest biological materials known.`,
  },
  {
    subject: "chemistry",
    title: "Galvanising",
    text: `Galvanising is the coating of iron or steel with a thin layer of zinc to stop it from rusting. In hot-dip galvanising, the cleaned steel is lowered into a bath of molten zinc at about 450 degrees Celsius. The zinc protects the steel in two ways. First, it forms a barrier that keeps water and oxygen away from the iron. Second, zinc is more reactive than iron, so where the coating is scratched, the zinc corrodes instead of the steel. Because the zinc is used up to save the iron, this is called sacrificial protection. Galvanised steel is used for fences, buckets, car bodies and the frames of buildings.`,
  },
  {
    subject: "physics",
    title: "Tuning forks",
    text: `A tuning fork is a two-pronged steel fork that rings at a single, steady pitch when it is struck. It was invented in 1711 by John Shore, a trumpeter in the English royal court. When the fork is struck, the two prongs vibrate towards and away from each other, while the stem moves only slightly up and down. Because the prongs move in opposite directions, their motions cancel at the stem, so little energy escapes and the note lasts a long time. The pitch depends on the length and thickness of the prongs: shorter prongs give a higher note. Pressing the stem against a table makes the note louder, because the table surface moves a larger mass of air.`,
  },
  {
    subject: "earth science",
    title: "Singing sand dunes",
    text: `Some large sand dunes in deserts produce a deep, loud hum that can last for several minutes and be heard kilometres away. The sound is made when an avalanche of dry sand slides down the steep face of a dune. The grains must be round, well sorted and very dry, and they are often coated with a thin layer of silica. As millions of grains slide together, their collisions fall into step and make the whole layer vibrate, much like a loudspeaker. Each dune has its own note, which depends mainly on the size of its grains. Marco Polo wrote about dunes that seemed to play music in the Gobi Desert in the thirteenth century.`,
  },
  {
    subject: "history",
    title: "Grog in the Royal Navy",
    text: `From the seventeenth century, sailors in the British Royal Navy received a daily ration of rum. Drinking the rum neat caused drunkenness and accidents on board ship. In 1740 Admiral Edward Vernon ordered that the rum be mixed with water before it was served, and later lime or lemon juice and sugar were added. The sailors called the mixture grog, after Vernon's nickname, Old Grog, which came from the grogram cloth of his coat. The citrus juice also helped to prevent scurvy on long voyages. The rum ration was ended on 31 July 1970, a date sailors called Black Tot Day.`,
  },
  {
    subject: "history",
    title: "Classroom blackboards",
    text: `Before the nineteenth century, pupils in most schools learned one at a time, reading aloud to the teacher or writing on their own small slates. The large blackboard fixed to the classroom wall is often credited to James Pillans, a Scottish headmaster who used one to teach geography around 1801. A blackboard let a teacher show the same example to a whole class at once, which made it possible to teach large groups together. The idea spread quickly to schools in Europe and the United States. Early boards were made of smooth wood painted black or of thin sheets of slate. In the twentieth century many were replaced by green boards, which were easier on the eyes, and later by whiteboards.`,
  },
  {
    subject: "economics",
    title: "Shrinkflation",
    text: `Shrinkflation is the practice of reducing the size or quantity of a product while keeping its price the same. A chocolate bar may lose a few grams, or a packet of crisps may hold fewer crisps in a bag of the same size. Firms use shrinkflation when their costs rise, because many shoppers notice a higher price far more quickly than a smaller pack. The price per unit of weight still goes up, so shrinkflation is a hidden form of inflation. Official statistics usually capture it, because they track the price per gram rather than the price of a pack. Some countries now require shops to show the unit price on the shelf, so that shoppers can compare products fairly.`,
  },
  {
    subject: "computing",
    title: "Easter eggs in software",
    text: `An Easter egg is a hidden message, joke or feature that the makers of a program have put in on purpose for users to find. One of the first known examples appeared in the video game Adventure for the Atari 2600, released in 1980. Its programmer, Warren Robinett, hid his own name in a secret room, because the company did not credit its game designers. Players had to find a single grey dot and carry it through a wall to reach the room. Since then, Easter eggs have been hidden in games, word processors, spreadsheets and search engines. Some companies have banned them, because hidden code can be hard to test and may worry customers about security.`,
  },
  {
    subject: "languages",
    title: "The Cupertino effect",
    text: `The Cupertino effect is the error that happens when a spelling checker replaces a correct word that is missing from its dictionary with a wrong one. The name comes from early spelling checkers that knew the city name Cupertino but not the word cooperation written without a hyphen. As a result, documents from official bodies appeared with phrases such as "the Cupertino between the two countries". Such errors are especially common with rare words, names and words borrowed from other languages. They survive because the replacement is a real word, so a reader skimming the text may not notice it. Modern autocorrect on phones causes similar mistakes, often while the user is typing quickly.`,
  },
  {
    subject: "law",
    title: "Jury nullification",
    text: `Jury nullification happens when a jury finds a defendant not guilty even though the jurors believe that the defendant broke the law. Jurors may do this because they think the law itself is unjust or because the punishment would be far too harsh. In England, a famous case in 1670 established that jurors could not be punished for their verdict. William Penn had been charged with preaching to an unlawful gathering, and the jury refused to convict him. In most countries, judges do not tell jurors that they have this power. Critics argue that nullification lets juries ignore the law, while supporters see it as a check on unfair laws.`,
  },
  {
    subject: "medicine",
    title: "Tourniquets",
    text: `A tourniquet is a tight band wrapped around an arm or a leg to stop severe bleeding from a wound further down the limb. It works by pressing the artery against the bone so hard that blood can no longer flow past it. For many years first aid courses taught that tourniquets were dangerous, because a limb deprived of blood for too long can be damaged. Experience in the wars in Iraq and Afghanistan showed that early use of tourniquets saved many soldiers' lives. A tourniquet can usually stay on for up to two hours without lasting harm. The time it was applied is written on the patient, so that doctors know how long the limb has been without blood.`,
  },
];

const fanion: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bombardier beetles",
    text: `Bombardier beetles defend themselves by spraying a boiling, foul-smelling liquid at their attackers. Inside the beetle's abdomen are two chambers. One stores hydroquinones and hydrogen peroxide, and the other holds enzymes. When the beetle is threatened, muscles squeeze the chemicals into the second chamber, where the enzymes make them react violently. The reaction releases so much heat that the mixture reaches about 100 degrees Celsius and bursts out through an opening at the tip of the abdomen. The beetle can swivel its abdomen to aim the spray at ants, frogs or birds in almost any direction.`,
  },
  {
    subject: "biology",
    title: "Honeyguides",
    text: `The greater honeyguide is a small bird of sub-Saharan Africa that leads people to wild bees' nests. The bird feeds on beeswax, but it cannot break into a nest on its own. When it finds a nest, it flies close to people, calling loudly and flitting from tree to tree until they follow it. Honey hunters open the nest with axes and smoke to calm the bees, then take the honey and leave the wax for the bird. In Mozambique, hunters call the birds with a special trilling sound, and a study in 2016 showed that the birds respond to this call more than to other sounds. This partnership between a wild animal and humans may be hundreds of thousands of years old.`,
  },
  {
    subject: "chemistry",
    title: "Self-heating cans",
    text: `A self-heating can warms its contents without a stove or any other outside source of heat. The can has an inner compartment that holds a chemical such as calcium oxide, kept apart from a small amount of water. When the user presses a button or twists the base, the seal between the two breaks and the water mixes with the calcium oxide. The reaction that follows is exothermic, which means that it gives out heat. Within a few minutes, the heat passes through the metal wall and warms a drink or a meal by about 40 degrees Celsius. Self-heating meals have been used by soldiers and mountaineers, but they are heavier and more expensive than ordinary cans.`,
  },
  {
    subject: "physics",
    title: "The theremin",
    text: `The theremin is an electronic musical instrument that is played without being touched. It was invented in 1920 by the Russian physicist Leon Theremin while he was working on sensors for measuring gas density. The instrument has two metal antennas, one that controls the pitch and one that controls the volume. The player's hands act as one plate of a capacitor, so moving a hand towards an antenna changes the frequency of an electrical oscillator inside the instrument. Because there are no keys or frets, the player must judge each note by ear. The eerie, wavering sound of the theremin became popular in science fiction films of the 1950s.`,
  },
  {
    subject: "earth science",
    title: "Sailing stones",
    text: `On Racetrack Playa, a dry lake bed in Death Valley, California, rocks weighing up to 300 kilograms leave long trails across the flat ground. For decades nobody had seen the stones move, and scientists suggested strong winds, slippery mud or ice as the cause. In 2014 a team of researchers used GPS trackers and cameras to record the stones moving. They found that after winter rain, a shallow pond forms on the playa and freezes at night into thin sheets of ice. On sunny mornings the ice breaks into large panels, and light winds push the panels, which shove the rocks slowly across the mud beneath. The stones moved only a few metres a minute, and the trails they left could last for years.`,
  },
  {
    subject: "history",
    title: "Tally sticks",
    text: `For more than six hundred years, the English Exchequer recorded payments and debts with tally sticks. A tally stick was a piece of hazel wood with notches cut across it, each size of notch standing for a different sum of money. The stick was then split along its length, so that the payer and the Exchequer each kept one half. Because the two halves fitted together exactly, neither side could add or remove notches without being found out. The Exchequer stopped using tallies in 1826. In 1834 workers burned the old sticks in a furnace under the House of Lords, and the fire spread and destroyed most of the Palace of Westminster.`,
  },
  {
    subject: "history",
    title: "The Mary Celeste",
    text: `The Mary Celeste was an American merchant ship found drifting and deserted in the Atlantic Ocean in December 1872. She had left New York a month earlier, carrying barrels of industrial alcohol to Genoa in Italy. The crew of a passing British ship boarded her and found that the lifeboat was missing, but the cargo was almost untouched and there was food and water for six months. Captain Benjamin Briggs, his wife, their young daughter and the seven crew members were never seen again. Many theories have been suggested, from a mutiny to a sea monster. One likely explanation is that fumes leaking from the alcohol barrels made the captain fear an explosion, so he ordered everyone into the lifeboat.`,
  },
  {
    subject: "economics",
    title: "Dutch disease",
    text: `Dutch disease is the harm that a sudden boom in one natural resource can do to the rest of a country's economy. The term was coined by The Economist magazine in 1977 to describe the Netherlands after the discovery of a large natural gas field near Groningen in 1959. When a country exports much more gas or oil, foreign buyers need more of its currency, and the currency rises in value. A stronger currency makes the country's other exports more expensive abroad, so factories and farms lose customers. Workers and investment also move into the booming industry. When the resource runs out or its price falls, the country may be left with a weak manufacturing sector.`,
  },
  {
    subject: "computing",
    title: "Bit rot",
    text: `Bit rot is the slow decay of digital data stored on a disk, tape or memory chip. Over the years, the tiny magnetic or electrical charges that store each bit can weaken until a 1 is read as a 0, or a 0 as a 1. A single flipped bit may spoil a photograph or make a program crash. Cosmic rays from space can also flip bits in the memory of a running computer. To detect such errors, storage systems calculate a checksum for each block of data and compare it with a new one when the block is read. Some file systems keep extra copies of data, so that they can repair a damaged block automatically.`,
  },
  {
    subject: "languages",
    title: "Eggcorns",
    text: `An eggcorn is a word or phrase that a speaker replaces with a similar-sounding one that still seems to make sense. The name comes from a woman who wrote "eggcorn" instead of "acorn", reasoning that an acorn is shaped like an egg and is a kind of seed. The term was suggested by the linguist Geoffrey Pullum in 2003. Common eggcorns in English include "old-timer's disease" for Alzheimer's disease and "for all intensive purposes" for "for all intents and purposes". Unlike a simple slip, an eggcorn shows that the speaker has tried to make sense of an unfamiliar word. Some eggcorns become so common that dictionaries eventually accept them as correct.`,
  },
  {
    subject: "law",
    title: "Miranda warnings",
    text: `In the United States, police must give a Miranda warning before questioning a suspect who is under arrest. The warning tells suspects that they have the right to remain silent, that anything they say can be used against them in court, and that they have the right to a lawyer. The rule comes from the Supreme Court case Miranda v. Arizona, decided in 1966. Ernesto Miranda had confessed to a crime without being told of his rights, and the court ruled that his confession could not be used. If police fail to give the warning, a judge may exclude what the suspect said from the trial. The warning does not have to follow an exact wording, but it must make the rights clear.`,
  },
  {
    subject: "medicine",
    title: "Maggot therapy",
    text: `Maggot therapy is the use of live fly larvae to clean wounds that will not heal. Doctors place sterile maggots of the green bottle fly on the wound, usually inside a mesh bag, and leave them for a few days. The maggots eat only dead tissue and leave healthy tissue alone. They also release substances that kill bacteria and help new tissue to grow. Army surgeons noticed during the American Civil War that wounds infested with maggots often healed better than clean ones. Maggot therapy fell out of use when antibiotics arrived in the 1940s, but it returned in the 1990s to treat wounds infected with bacteria that resist antibiotics.`,
  },
];

const swallowtail: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Naked mole-rats",
    text: `Naked mole-rats are burrowing rodents that live in large underground colonies in the dry grasslands of East Africa. Like honeybees, they have a single breeding female, called the queen, while the other members of the colony work as diggers, carers or soldiers. The animals can live for more than 30 years, far longer than other rodents of their size. They rarely develop cancer, and researchers think a sugar called hyaluronan, which makes their tissues unusually elastic, helps to stop cells from crowding together into tumours. Because the air in their tunnels is low in oxygen, naked mole-rats can survive for up to 18 minutes without any oxygen at all by switching their cells to burning fructose instead of glucose.`,
  },
  {
    subject: "biology",
    title: "Vampire bats",
    text: `Vampire bats feed only on blood, and a bat that fails to feed for about two nights can starve. A bat that has fed well often regurgitates some of its meal to a hungry roostmate. Studies of captive bats showed that a bat is more likely to share with roostmates that have shared with it before. Bats that had fed many different partners also received more help when they were in need themselves. This sharing works like insurance, since every bat has bad nights. Researchers call the pattern reciprocal altruism, a kind of cooperation in which an animal pays a small cost now for help later.`,
  },
  {
    subject: "chemistry",
    title: "Pykrete",
    text: `Pykrete is a frozen mixture of water and wood pulp or sawdust, usually about 14 percent wood by weight. It is named after Geoffrey Pyke, a British inventor who proposed it during the Second World War as a material for building huge aircraft carriers. The wood fibres make pykrete much stronger than plain ice, and they stop cracks from spreading through it. Pykrete also melts far more slowly than ice, because the wood pulp forms an insulating layer on the surface as the outer ice melts. A small prototype ship was built in Canada in 1943, but the project was abandoned as its costs rose.`,
  },
  {
    subject: "physics",
    title: "Prince Rupert's drops",
    text: `A Prince Rupert's drop is a tadpole-shaped bead of glass made by letting molten glass drip into cold water. The outside of the drop cools and hardens first, while the inside is still hot. As the inside cools, it shrinks and pulls on the hard outer layer, which leaves the surface under strong compression. This compression makes the round head so tough that it can survive a blow from a hammer. The thin tail, however, is the drop's weak point. If the tail is snapped, the stored stress is released and the whole drop bursts into powder in less than a millisecond. The drops are named after Prince Rupert of the Rhine, who brought them to England in the 1660s.`,
  },
  {
    subject: "earth science",
    title: "Cloud seeding",
    text: `Cloud seeding is an attempt to make clouds produce more rain or snow. Many clouds contain droplets of water that stay liquid even below freezing, because they have nothing to freeze onto. Aircraft or ground generators release tiny particles of silver iodide into these clouds. Silver iodide has a crystal structure very similar to that of ice, so the supercooled droplets freeze onto the particles and grow into ice crystals. The crystals become heavy enough to fall, melting into rain on the way down if the air below is warm. Measuring the effect is difficult, because no one can know how much rain a cloud would have produced without seeding.`,
  },
  {
    subject: "history",
    title: "The ice trade",
    text: `In the nineteenth century, ice cut from frozen lakes in New England was shipped to cities around the world. The trade was started in 1806 by Frederic Tudor, a Boston merchant, who sent a cargo of ice to the Caribbean island of Martinique. Most of that first cargo melted, and Tudor lost money for years. He later insulated his ships and warehouses with sawdust, a waste product of sawmills, and his losses fell sharply. By the 1830s, ice from Massachusetts was reaching Calcutta, a voyage of four months. The trade declined at the start of the twentieth century, when machines that made ice cheaply spread.`,
  },
  {
    subject: "history",
    title: "The Archimedes Palimpsest",
    text: `A palimpsest is a manuscript whose original writing was scraped or washed off so that the parchment could be used again. Parchment, made from animal skin, was expensive, and medieval scribes often reused old books. In 1229 a scribe took apart a copy of works by the Greek mathematician Archimedes and wrote a prayer book over the pages. The older text survived as faint traces beneath the prayers. Between 1999 and 2008, scientists in the United States imaged the pages with ultraviolet light and X-rays, which revealed the hidden writing. The palimpsest holds the only known copy of Archimedes's Method, which shows how he used ideas close to modern calculus.`,
  },
  {
    subject: "economics",
    title: "Greenwashing",
    text: `Greenwashing is the practice of making a product or a company seem better for the environment than it really is. A firm may print leaves and the word natural on its packaging, or advertise one small recycling scheme while its main business keeps polluting. Companies greenwash because many customers will pay more for goods they believe are sustainable. The practice harms honest firms, which bear the costs of real change but cannot easily prove it to buyers. To fight it, regulators in several countries now require environmental claims to be specific and backed by evidence. In 2015, Volkswagen admitted that software in its diesel cars cheated emissions tests, although it had marketed the cars as clean diesel.`,
  },
  {
    subject: "computing",
    title: "Zip bombs",
    text: `A zip bomb is a small compressed file that expands into an enormous amount of data when it is opened. Compression works by replacing repeated patterns with short references, so a file made of nothing but zeros shrinks almost to nothing. A famous example, 42.zip, is only 42 kilobytes, but unpacking all of its nested layers would produce 4.5 petabytes. Attackers send zip bombs to crash antivirus programs, which must unpack files to scan them. Modern scanners defend themselves by setting limits on the size and depth of what they unpack, and by stopping when a file expands far more than normal data would.`,
  },
  {
    subject: "languages",
    title: "Ghost words",
    text: `A ghost word is a word that appears in a dictionary although no one ever used it, usually because of an error. The best-known example is dord, which appeared in Webster's New International Dictionary in 1934 as a term in physics and chemistry meaning density. It came from a card that read D or d, meaning that density could be abbreviated as a capital or a small letter. An editor read the letters as a single word. The mistake was noticed in 1939, but dord was not removed from the dictionary until 1947. Dictionary makers now check every new entry against real examples of use.`,
  },
  {
    subject: "law",
    title: "Voir dire",
    text: `Voir dire is the stage of a trial in which possible jurors are questioned before a jury is chosen. In the United States, the judge and the lawyers for each side ask the candidates about their backgrounds, their opinions and any link to the people in the case. A candidate who shows clear bias can be removed for cause, and there is no limit on such removals. Each side also has a small number of peremptory challenges, which let it remove candidates without giving a reason. However, the Supreme Court ruled in 1986 that a prosecutor may not use these challenges to exclude jurors because of their race. The term comes from an old French phrase meaning to speak the truth.`,
  },
  {
    subject: "medicine",
    title: "Mirror therapy",
    text: `Many people who lose an arm or a leg still feel pain in the missing limb, a condition known as phantom limb pain. In the 1990s, the neuroscientist V. S. Ramachandran tried a simple treatment called mirror therapy. The patient places the remaining arm on one side of a mirror, with the stump hidden behind it. When the patient moves the healthy arm and watches its reflection, the brain sees the missing arm moving again. For some patients, this visual feedback relieves cramping or clenching pain in the phantom limb. Researchers think the pain may come partly from a mismatch between the commands the brain sends and the feedback it receives.`,
  },
];

const cornet: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Monarch butterfly migration",
    text: `Each autumn, millions of monarch butterflies from eastern North America fly up to 4,000 kilometres to spend the winter in fir forests in the mountains of central Mexico. No single butterfly makes the round trip: the butterflies that fly south are the great-grandchildren of those that left Mexico the spring before. The migrating generation is born in late summer and enters a state called diapause, in which it delays breeding and can live for about eight months instead of a few weeks. Monarchs find their way with a sun compass in the brain, which is corrected for the time of day by a clock in their antennae. Their caterpillars feed only on milkweed, which contains toxins that make both the caterpillars and the adults poisonous to birds.`,
  },
  {
    subject: "biology",
    title: "The zombie-ant fungus",
    text: `Ophiocordyceps unilateralis is a fungus that infects carpenter ants in tropical forests. A spore lands on an ant and grows into its body. As the fungus spreads through the ant's muscles, it changes the ant's behaviour: the infected ant leaves its colony, climbs a plant and bites hard into the underside of a leaf, usually about 25 centimetres above the ground, where the temperature and humidity suit the fungus. The ant dies in this position, which is called the death grip. A stalk then grows from the back of the ant's head and releases spores onto the forest floor below, where other ants forage. Healthy ants often carry infected nestmates far away from the colony, which limits the spread of the disease.`,
  },
  {
    subject: "chemistry",
    title: "Bakelite",
    text: `Bakelite was the first fully synthetic plastic, patented in 1909 by Leo Baekeland, a Belgian-born chemist working in New York. It is made by reacting phenol with formaldehyde under heat and pressure. The reaction joins the small molecules into a rigid network of cross-links, so Bakelite is a thermosetting plastic: once it has set, heating does not soften it again, and it chars rather than melts. Because it does not conduct electricity and resists heat, Bakelite was widely used for radio cases, telephones and electrical plugs. It was later replaced by cheaper plastics that can be melted and moulded again, such as polystyrene.`,
  },
  {
    subject: "physics",
    title: "Chladni figures",
    text: `In 1787 the German physicist Ernst Chladni described a way to make sound visible. He scattered sand on a thin metal plate, clamped at its centre, and drew a violin bow along the edge. The plate vibrated, and the sand gathered into symmetrical patterns. The sand collects along nodal lines, the places where the plate does not move, while it is thrown away from the parts that vibrate most. Each pattern belongs to one frequency, and higher notes produce more complicated figures. Makers of violins and guitars still use the method to test how the wooden plates of their instruments will vibrate.`,
  },
  {
    subject: "earth science",
    title: "Brinicles",
    text: `A brinicle is a hollow tube of ice that grows downward from sea ice into the cold water below. When sea water freezes, most of its salt is pushed out of the ice crystals, which leaves channels of very cold, very salty brine. This brine is denser than the sea water around it, so it sinks. Because the brine is colder than the freezing point of the sea water, the water around the sinking stream freezes and forms a tube around it. If a brinicle reaches the sea floor, it can spread ice across the bottom and kill slow animals such as starfish and sea urchins. Brinicles were first filmed in 2011 by a BBC crew in Antarctica.`,
  },
  {
    subject: "history",
    title: "The dancing plague of 1518",
    text: `In July 1518, a woman named Frau Troffea began to dance in a street in Strasbourg, and she kept dancing for days. Within a month, dozens of other people had joined her. Local doctors said the dancers had hot blood and that the cure was more dancing, so the city council hired musicians and built a stage. The plan failed, and several dancers are reported to have died of exhaustion. Historians think the outbreak was a mass psychogenic illness, brought on by extreme stress after years of famine and disease. In September the dancers were taken to a shrine of Saint Vitus, and the outbreak ended.`,
  },
  {
    subject: "history",
    title: "The Chappe telegraph",
    text: `In 1792, Claude Chappe showed the French government an optical telegraph that could send messages across the country far faster than a rider on horseback. It was a chain of towers, each about 10 to 15 kilometres from the next, with movable wooden arms on top. The arms could be set in dozens of positions, each standing for a letter, a number or a word in a code book. An operator in each tower watched the next tower through a telescope and copied its signal for the tower beyond. A short message could travel from Paris to Lille, about 200 kilometres, in under an hour. The system did not work at night or in fog, and it was replaced by the electric telegraph in the 1850s.`,
  },
  {
    subject: "economics",
    title: "The cobra effect",
    text: `The cobra effect is the name economists give to an incentive that makes a problem worse. According to a story from British India, the government in Delhi offered a reward for every dead cobra to reduce the number of snakes. At first many snakes were killed, but then people began to breed cobras to collect the reward. When the government discovered the scheme and cancelled the reward, the breeders released their worthless snakes, and the cobra population grew. The story may not be true, but a similar event is recorded in Hanoi in 1902, where a reward for rat tails led people to cut off the tails and release the rats to breed. Economists use the term to warn that people respond to what is measured, not to the goal behind it.`,
  },
  {
    subject: "computing",
    title: "The Luhn algorithm",
    text: `The Luhn algorithm is a simple checksum used to catch mistakes in credit card numbers and other identification numbers. It was created by Hans Peter Luhn, a computer scientist at IBM, and patented in 1960. Moving left from the check digit at the end, every second digit is doubled, and if the result is greater than 9, then 9 is subtracted from it. All the digits are then added together. A valid number gives a total that ends in zero. The check catches any single mistyped digit and most swaps of two neighbouring digits, but it offers no protection against fraud, since anyone can calculate a valid number.`,
  },
  {
    subject: "languages",
    title: "Retronyms",
    text: `A retronym is a new name for an old thing, coined because a newer version has taken over the original name. Before mobile phones, a telephone was simply a phone; once mobile phones spread, the older kind came to be called a landline. In the same way, acoustic guitar appeared after electric guitars became common, and snail mail after email. The word retronym was coined in 1980 by Frank Mankiewicz, an American journalist, and was made popular by William Safire in his newspaper column about language. Retronyms show how the plain word comes to mean the new thing, so that the old thing needs an adjective.`,
  },
  {
    subject: "law",
    title: "Amicus curiae",
    text: `An amicus curiae, Latin for friend of the court, is a person or group that is not a party to a case but offers information to help the court decide it. Amici usually submit written arguments called amicus briefs. In the United States, such briefs are common in Supreme Court cases, where universities, companies and charities write to explain how a ruling would affect them or to present research that the parties did not. In most courts, a friend of the court needs permission before filing a brief. Judges are free to ignore the briefs, but they have cited them in many important decisions.`,
  },
  {
    subject: "medicine",
    title: "Variolation",
    text: `Before vaccines, people protected themselves against smallpox by variolation: deliberately infecting a healthy person with material from a smallpox sore. The material was rubbed into a small cut in the skin or, in China, blown into the nose as a powder of dried scabs. Infection by this route usually caused a milder illness than catching smallpox in the usual way, and the survivor was immune for life. About one to two percent of people died after variolation, compared with about 30 percent of those who caught the disease naturally. Lady Mary Wortley Montagu saw the practice in Constantinople and promoted it in England in the 1720s. Variolation was gradually abandoned after Edward Jenner showed in 1796 that cowpox gave the same protection far more safely.`,
  },
];

const pencel: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The immortal jellyfish",
    text: `Turritopsis dohrnii is a small jellyfish, about 4.5 millimetres across, that can reverse its own life cycle. Like other jellyfish, it begins life as a larva that settles on the sea floor and grows into a polyp, which then buds off free-swimming adults called medusae. When an adult is injured, starving or old, it can sink to the bottom and turn back into a polyp instead of dying. During this change its cells turn from one type into another, a process called transdifferentiation. Because it can repeat this cycle again and again, the species is often called the immortal jellyfish, although most individuals are eaten by predators or killed by disease long before they can use the trick.`,
  },
  {
    subject: "biology",
    title: "Cane toads in Australia",
    text: `Cane toads were brought to Queensland, Australia, from Hawaii in 1935 to eat beetles that were damaging sugar cane crops. The plan failed: the toads could not climb the tall cane stalks where the beetles lived, and they ate almost anything else instead. With no natural predators in Australia, the toads spread rapidly and have now crossed much of the north of the continent. Glands on their shoulders produce a poison strong enough to kill the snakes, lizards and quolls that try to eat them. Some native predators have since learned to avoid the toads, and some snakes in affected areas now have smaller mouths, which stop them from swallowing large toads.`,
  },
  {
    subject: "chemistry",
    title: "Nitroglycerin and dynamite",
    text: `Nitroglycerin is an oily liquid that explodes violently when it is heated or given a sudden shock. It was first made in 1847 by the Italian chemist Ascanio Sobrero, who thought it too dangerous to use. Because a small knock could set it off, transporting it caused many fatal accidents. In 1867 the Swedish chemist Alfred Nobel found that soaking nitroglycerin into a porous earth called kieselguhr made it far more stable, and he sold the paste as dynamite. Dynamite made mining and tunnel building much faster. Nobel used part of the fortune it earned him to found the Nobel Prizes. Small doses of nitroglycerin are also used as a medicine for chest pain, because it widens blood vessels.`,
  },
  {
    subject: "physics",
    title: "Cherenkov radiation",
    text: `Nothing can travel faster than light in a vacuum, but light slows down when it passes through water or glass. In water, light travels at about 75 percent of its speed in a vacuum, so a charged particle such as an electron can move faster than light there. When this happens, the particle gives off a faint blue glow called Cherenkov radiation. The effect is similar to a sonic boom, which forms when an aircraft travels faster than sound. It is named after the Soviet physicist Pavel Cherenkov, who studied it in 1934 and shared the Nobel Prize in Physics in 1958. The blue glow can be seen in the water around the cores of some nuclear reactors.`,
  },
  {
    subject: "earth science",
    title: "The Year Without a Summer",
    text: `In April 1815, Mount Tambora on the Indonesian island of Sumbawa erupted in the largest volcanic eruption in recorded history. The eruption threw huge amounts of sulphur dioxide into the stratosphere, where it formed tiny droplets of sulphuric acid that reflected sunlight back into space. As a result, average temperatures around the world fell by about half a degree Celsius. In 1816, snow fell in New England in June, and frosts destroyed crops across North America and Europe. Food prices rose sharply, and famine followed in parts of Europe. The year became known as the Year Without a Summer.`,
  },
  {
    subject: "history",
    title: "The Emu War",
    text: `In 1932, farmers in Western Australia asked the government for help against about 20,000 emus that were eating and trampling their wheat. The government sent a small group of soldiers armed with two machine guns, led by Major Meredith. The birds proved hard to hit: they scattered into small groups when fired upon and could run at about 50 kilometres per hour. After several weeks and thousands of rounds of ammunition, fewer than 1,000 emus had been killed, and the soldiers were withdrawn. Newspapers mocked the campaign as the Emu War. Farmers later used a bounty system and exclusion fences to protect their crops.`,
  },
  {
    subject: "history",
    title: "Harrison's chronometer",
    text: `In the early eighteenth century, sailors could find their latitude from the Sun but had no reliable way to find their longitude. In 1714, the British government offered a prize of up to £20,000 for a practical method. Longitude can be worked out by comparing local noon with the time at a home port, but this needs a clock that keeps accurate time on a rolling ship. John Harrison, a self-taught English carpenter, spent more than forty years building such clocks. His fourth design, H4, a large pocket watch, lost only about five seconds on a voyage to Jamaica in 1761. The Board of Longitude was slow to pay him, and he received most of his reward only in 1773.`,
  },
  {
    subject: "economics",
    title: "Anchoring",
    text: `Anchoring is the tendency to rely too heavily on the first number we see when making a judgement. In one experiment, people spun a wheel that stopped at either 10 or 65 and were then asked to estimate the percentage of African countries in the United Nations. Those who saw 65 gave much higher estimates than those who saw 10, although the number was plainly random. Shops use anchoring when they show a high original price beside a sale price, which makes the sale price seem like a bargain. In salary negotiations, the first offer often anchors the final agreement, so experts advise making the first offer where possible.`,
  },
  {
    subject: "computing",
    title: "Rainbow tables",
    text: `Websites usually store a hash of each password rather than the password itself. A hash function turns the password into a string of fixed length, and it cannot easily be reversed. An attacker who steals the hashes can still try to match them against a rainbow table, a huge precomputed list that links common passwords to their hashes. To defeat rainbow tables, systems add a salt, a random value stored with each user's record, to every password before hashing it. Because every user has a different salt, an attacker would need a separate table for each user, which makes the attack impractical.`,
  },
  {
    subject: "languages",
    title: "Contronyms",
    text: `A contronym is a word that has two opposite meanings. To sanction can mean to approve something or to punish it, and to dust can mean to remove dust from a surface or to sprinkle dust onto it, as when a cook dusts a cake with sugar. Cleave means both to split apart and to cling together; the two senses come from two different Old English verbs that ended up spelled the same way. Other contronyms arise when one sense slowly shifts. Readers rarely notice the ambiguity, because the context usually makes the intended meaning clear.`,
  },
  {
    subject: "law",
    title: "Sunset clauses",
    text: `A sunset clause is a provision in a law that makes the law expire on a set date unless the legislature votes to renew it. Sunset clauses are often added to emergency measures, such as new surveillance powers, so that lawmakers must review whether the powers are still needed. Several provisions of the USA PATRIOT Act, passed after the attacks of 11 September 2001, were given sunset clauses and were later renewed or allowed to lapse. Critics argue that renewal votes often become a formality, while supporters say the clauses force a regular debate. The name comes from the image of a law reaching the end of its day.`,
  },
  {
    subject: "medicine",
    title: "Phage therapy",
    text: `Bacteriophages, or phages, are viruses that infect and kill bacteria but cannot infect human cells. Each kind of phage attacks only a narrow range of bacteria. Phage therapy uses them to treat bacterial infections. It was developed after the French-Canadian microbiologist Félix d'Hérelle described phages in 1917, and it was widely used in the Soviet Union and Georgia. In the West, phage therapy was abandoned when antibiotics became available in the 1940s. Interest has returned because many bacteria now resist antibiotics, and doctors have used phages to save patients with infections that no drug could clear.`,
  },
];

const pavilion: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bdelloid rotifers",
    text: `Bdelloid rotifers are tiny freshwater animals, less than half a millimetre long, that live in ponds, mosses and damp soil. No male bdelloid has ever been found, and scientists believe the group has reproduced without sex for tens of millions of years. Females lay eggs that hatch into genetic copies of their mothers. When their pond or moss dries out, bdelloids can lose almost all their water and survive in a dormant state for years, then revive within hours when wetted. Studies of their DNA show that they have taken up many genes from bacteria, fungi and plants, which may help to make up for the variety that sex would otherwise provide.`,
  },
  {
    subject: "biology",
    title: "The wood frog",
    text: `The wood frog of North America survives the winter frozen solid. As temperatures fall below freezing, ice forms in the spaces between its cells, and its heart and breathing stop. Its liver floods its blood with glucose, which acts as an antifreeze inside the cells and stops them from losing too much water to the ice around them. A frozen wood frog can stay in this state for weeks, with up to two thirds of its body water turned to ice. When spring arrives, the frog thaws from the inside out, and its heart starts beating again within hours.`,
  },
  {
    subject: "chemistry",
    title: "Mauveine",
    text: `Mauveine, the first synthetic dye, was discovered by accident in 1856 by William Henry Perkin, an 18-year-old student in London. Perkin was trying to make quinine, a drug against malaria, from chemicals found in coal tar. Instead, his experiment produced a black sludge, and when he cleaned the flask with alcohol, the liquid turned a bright purple. Purple dyes had been rare and expensive, because they were extracted from sea snails or lichens. Perkin opened a factory to produce the dye, and mauve became a fashionable colour in the 1860s. His success started the synthetic dye industry, which later grew into a large part of the modern chemical industry.`,
  },
  {
    subject: "physics",
    title: "The Coriolis effect",
    text: `The Coriolis effect is the apparent deflection of moving objects caused by the rotation of the Earth. Because the Earth spins, a point on the equator moves eastward faster than a point near the poles. Air moving towards the equator from the north therefore lags behind the ground beneath it and appears to curve to the west. In the Northern Hemisphere, moving air is deflected to the right, and in the Southern Hemisphere to the left. This is why hurricanes spin anticlockwise north of the equator and clockwise south of it. Contrary to a popular claim, the effect is far too weak to decide which way water drains from a sink.`,
  },
  {
    subject: "earth science",
    title: "Frost quakes",
    text: `A frost quake, or cryoseism, is a sudden cracking of frozen ground or rock that can sound like a gunshot and shake nearby houses. Frost quakes happen when heavy rain or melted snow soaks into the soil and a sharp drop in temperature then freezes the water quickly. Water expands by about nine percent when it freezes, and the pressure builds until the frozen ground cracks. Frost quakes are most common on clear, still nights, often between midnight and dawn, when the air temperature falls fast. Unlike earthquakes, frost quakes are very shallow, and their shaking is usually felt only within a few hundred metres.`,
  },
  {
    subject: "history",
    title: "Greek fire",
    text: `Greek fire was an incendiary weapon used by the Byzantine Empire from the seventh century. It was a liquid that burned fiercely and could not be put out with water; according to some accounts, it even kept burning on the surface of the sea. Byzantine ships sprayed it through bronze tubes mounted on their bows, and it helped to defeat Arab fleets that besieged Constantinople in the 670s and in 717. The recipe was a state secret known only to a few families, and it was eventually lost. Historians think it may have contained crude oil, perhaps mixed with resin, but its exact makeup remains unknown.`,
  },
  {
    subject: "history",
    title: "The Antikythera mechanism",
    text: `The Antikythera mechanism is an ancient Greek device of bronze gears that was found in 1901 in a shipwreck off the island of Antikythera. It is thought to have been built in the second or first century BC. When a user turned a handle, its gears moved pointers that showed the positions of the Sun and the Moon, the phases of the Moon and the dates of coming eclipses. X-ray scans in the 2000s revealed more than 30 surviving gears and thousands of tiny inscriptions. Nothing of similar complexity is known from the following thousand years, which is why the mechanism is often called the first analogue computer.`,
  },
  {
    subject: "economics",
    title: "Seigniorage",
    text: `Seigniorage is the profit a government makes by issuing money, the difference between the value of the money and the cost of producing it. A banknote worth 100 dollars may cost only a few cents to print, so issuing it earns the government almost its full value. The word comes from seigneur, a French word for a feudal lord, since medieval lords had the right to mint coins. Seigniorage can be a useful source of income, but a government that relies on printing too much money causes inflation. Coins can also produce negative seigniorage: in some years, a United States cent has cost more than one cent to make.`,
  },
  {
    subject: "computing",
    title: "Leap seconds",
    text: `A leap second is a second added to Coordinated Universal Time, the world's standard clock time, to keep it close to the time given by the Earth's rotation. Atomic clocks keep almost perfect time, but the Earth's spin is irregular and has slowed slightly over the centuries. Since 1972, 27 leap seconds have been added, usually at the end of June or December. Leap seconds cause problems for computers, because software rarely expects a minute with 61 seconds. In 2012, a leap second crashed several websites and airline booking systems. In 2022, scientists and governments voted to stop adding leap seconds by 2035.`,
  },
  {
    subject: "languages",
    title: "Shibboleths",
    text: `A shibboleth is a word or custom whose use shows that a person belongs to a particular group. The term comes from a story in the Book of Judges in the Bible. After a battle, the Gileadites guarded the fords of the river Jordan and asked each man who tried to cross to say shibboleth. The fleeing Ephraimites could not pronounce the sh sound and said sibboleth instead, which revealed who they were. Today the word is also used for an old belief or rule that people still follow but that no longer has much point.`,
  },
  {
    subject: "law",
    title: "Price gouging laws",
    text: `Price gouging is the raising of prices for essential goods to an unfair level during an emergency, such as a hurricane or an epidemic. Many states of the United States have laws that ban large price rises on goods such as water, fuel and medicine after a state of emergency is declared. Some laws set a limit, for example a rise of no more than ten percent above the price before the emergency. Supporters say the laws protect people when they are most vulnerable. Many economists argue instead that high prices encourage suppliers to bring more goods into the area and stop buyers from hoarding.`,
  },
  {
    subject: "medicine",
    title: "Trepanation",
    text: `Trepanation is the practice of drilling or scraping a hole in the skull of a living person. It is one of the oldest known surgical procedures: skulls with such holes have been found at sites more than 7,000 years old. Many of these skulls show bone that had grown again around the hole, which means that the patients survived the operation, often for years. Ancient surgeons may have used trepanation to treat head injuries or to release evil spirits. Today a similar procedure, called a craniotomy, is used to relieve pressure on the brain after a bleed or to reach a tumour.`,
  },
];

const drapeau: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The coelacanth",
    text: `The coelacanth is a large, deep-sea fish that scientists believed had died out about 66 million years ago, at the same time as the dinosaurs. In 1938, Marjorie Courtenay-Latimer, a museum curator in South Africa, found a living coelacanth among the catch of a local fishing boat. A second species was discovered near Indonesia in 1997. Coelacanths have fleshy, lobed fins that move in an alternating pattern, much like the legs of a walking animal. A species that vanishes from the fossil record and is later found alive is called a Lazarus taxon. Coelacanths grow slowly and may live for about a century.`,
  },
  {
    subject: "biology",
    title: "Glass frogs",
    text: `Glass frogs are small tree frogs of Central and South America whose belly skin is so transparent that their heart, liver and gut can be seen from below. When a glass frog sleeps during the day, its body becomes even more transparent. A study in 2022 found that the frog hides most of its red blood cells in its liver while it rests, which makes its body clear enough to blend with the leaf beneath it. When the frog wakes, the blood cells return to its circulation. Researchers hope that learning how the frog stores so much blood without clotting could help in the design of drugs that prevent blood clots.`,
  },
  {
    subject: "chemistry",
    title: "Aerogel",
    text: `Aerogel is a solid made by removing the liquid from a gel and replacing it with air, without letting the solid framework collapse. The first aerogels were made by the American chemist Samuel Kistler in 1931. Up to 99.8 percent of an aerogel's volume is empty space, so it is one of the lightest solids ever made. Because the tiny pores trap air and slow the movement of heat, aerogel is an excellent thermal insulator. NASA used aerogel on the Stardust spacecraft to catch particles of comet dust without melting or crushing them. Aerogel is brittle, however, and it can shatter under a sharp blow.`,
  },
  {
    subject: "physics",
    title: "Stick-slip friction",
    text: `Stick-slip is a jerky motion that happens when two surfaces alternately stick together and slide over each other. Static friction, which holds a resting object in place, is usually stronger than kinetic friction, which acts on a moving one. When a force builds up enough to overcome static friction, the surface suddenly slips, the friction drops, and the surfaces catch again. Repeated many times each second, this cycle can produce sound. A violin bow makes a string vibrate by stick-slip, and the same effect causes the squeal of brakes and the creak of a door. On a much larger scale, earthquakes happen when the rocks along a fault stick and then slip.`,
  },
  {
    subject: "earth science",
    title: "Fairy circles",
    text: `Fairy circles are round patches of bare ground, each a few metres across, surrounded by rings of grass. Millions of them are spread across the grasslands at the edge of the Namib Desert. For decades scientists have argued about their cause. One explanation is that sand termites eat the roots of the grass, and the bare patch then stores rainwater in the soil. Another explanation is that the grasses compete for scarce water, so the plants around each circle draw water away from its centre. Some researchers think that both processes may work together. Similar patterns were found in the Australian outback in 2016.`,
  },
  {
    subject: "history",
    title: "Dazzle camouflage",
    text: `During the First World War, German submarines sank hundreds of British merchant ships. In 1917, the British artist Norman Wilkinson proposed painting ships with bold stripes and clashing shapes in contrasting colours. The patterns could not hide a ship at sea, but they made it hard for a submarine commander to judge the ship's speed, heading and range through a periscope. A commander who misjudged these would aim his torpedoes at the wrong spot. Thousands of British and American ships were painted in dazzle camouflage. Its real effect was never proved, but it may have raised the morale of the crews.`,
  },
  {
    subject: "history",
    title: "Ostracism in Athens",
    text: `In ancient Athens, ostracism was a procedure by which citizens could send a man into exile for ten years. Once a year, the assembly voted on whether to hold an ostracism. If it did, each citizen scratched a name on a piece of broken pottery called an ostrakon, from which the word ostracism comes. If at least 6,000 votes were cast, the man named most often had to leave the city within ten days. He did not lose his property or his citizenship, and he could return when the ten years were over. The procedure was probably meant to stop any one politician from becoming powerful enough to seize control of the city.`,
  },
  {
    subject: "economics",
    title: "The broken window fallacy",
    text: `The broken window fallacy is the mistaken belief that destruction benefits an economy because repairs create work. It was described in 1850 by the French economist Frédéric Bastiat. In his example, a boy breaks a shopkeeper's window, and onlookers point out that the glazier now has work. Bastiat argued that this ignores what is not seen: the shopkeeper would have spent the money on something else, such as new shoes, and the shoemaker loses that work. The town as a whole is poorer by one window. Economists still use the parable to warn against counting only the visible effects of a policy.`,
  },
  {
    subject: "computing",
    title: "Dead man's switches",
    text: `A dead man's switch is a control that acts automatically when its operator stops responding. The idea comes from trains, where a driver must keep pressing a pedal or handle; if the driver collapses and lets go, the brakes are applied. Similar switches are used on lawnmowers, jet skis and industrial machines. In computing, a dead man's switch is a program that waits for a regular signal from its owner, such as a login or a reply to an email. If the signal does not arrive in time, the program carries out a set action, such as releasing files, deleting data or alerting other people.`,
  },
  {
    subject: "languages",
    title: "Clipping",
    text: `Clipping is the shortening of a word by cutting off one or more of its syllables without changing its meaning. Exam comes from examination, and phone comes from telephone. A word may lose its end, as in lab from laboratory, its beginning, as in plane from aeroplane, or both, as in flu from influenza. Clipped words usually begin in informal speech, and many later become the normal word, so that few people now say omnibus instead of bus. Clipping differs from abbreviation, because a clipped word is pronounced as a word rather than letter by letter.`,
  },
  {
    subject: "law",
    title: "Escheat",
    text: `Escheat is the legal rule under which the property of a person who dies without a will and without any heirs passes to the state. In medieval England, land escheated to the feudal lord who had granted it. Today, in the United States, the rule also covers unclaimed property, such as forgotten bank accounts, uncashed cheques and the contents of abandoned safe deposit boxes. Banks must hand such property to the state after a set period, often three to five years. Most states keep records of unclaimed property, and owners or their heirs can usually claim it back.`,
  },
  {
    subject: "medicine",
    title: "Pellagra",
    text: `Pellagra is a disease caused by a lack of niacin, a B vitamin. Its symptoms are often remembered as the three Ds: dermatitis, diarrhoea and dementia. In the early twentieth century, pellagra killed thousands of people in the southern United States, where many poor families lived mainly on corn. In 1914, the American doctor Joseph Goldberger showed that the disease was caused by diet, not by germs as many believed, by curing it in orphans with milk, meat and eggs. Corn contains niacin in a form the body cannot absorb, unless the corn is first soaked in an alkaline solution such as limewater, as cooks in Mexico had done for centuries.`,
  },
];

const banneret: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The honeyguide",
    text: `The greater honeyguide is a small African bird that leads people to the nests of wild bees. A honeyguide attracts a human's attention with a distinctive chattering call and then flies from tree to tree towards the nest. After the honey hunters have smoked out the bees and taken the honey, the bird feeds on the wax that is left behind. In Mozambique, Yao honey hunters summon honeyguides with a special trilling sound, and a study in 2016 showed that the birds were more likely to guide people who made this call. This partnership is an example of mutualism, a relationship in which both species benefit. Honeyguides are also brood parasites: they lay their eggs in the nests of other birds.`,
  },
  {
    subject: "biology",
    title: "The kakapo",
    text: `The kakapo is a large, flightless parrot found only in New Zealand. It is nocturnal, feeds on plants, and can live for more than 60 years. Because New Zealand had no land mammals apart from bats, the kakapo evolved to freeze and rely on its green camouflage when threatened. This defence worked against birds of prey that hunt by sight, but it failed against the cats, stoats and rats that settlers brought, which hunt by smell. By 1995 only 51 kakapo were known to survive. Conservationists moved every remaining bird to predator-free islands, and the population has since risen to more than 200. Kakapo breed only in years when the rimu tree produces a heavy crop of fruit.`,
  },
  {
    subject: "chemistry",
    title: "Prussian blue",
    text: `Prussian blue is a dark blue pigment made of iron and cyanide ions bound tightly together. It was discovered by accident in Berlin around 1706, when the colour maker Johann Jacob Diesbach was trying to produce a red dye and used potash that had been contaminated with animal blood. Prussian blue was the first modern synthetic pigment, and it was cheaper than ultramarine, which was ground from the gemstone lapis lazuli. Architects later used it in blueprints, which are copies made with light-sensitive iron salts. Today Prussian blue is also a medicine: taken as a capsule, it traps radioactive caesium in the gut so that the body can excrete it.`,
  },
  {
    subject: "physics",
    title: "The Leidenfrost effect",
    text: `The Leidenfrost effect is the behaviour of a liquid that touches a surface much hotter than its boiling point. Instead of boiling away at once, a drop of water on a very hot pan skitters across it for a minute or more. The bottom of the drop vaporises instantly and forms a thin layer of steam, which holds the drop up and insulates it from the metal. Because steam conducts heat poorly, the drop evaporates slowly. The effect is named after Johann Gottlob Leidenfrost, a German doctor who described it in 1756. Cooks use it to check whether a pan is hot enough, since water that beads and dances shows that the pan has passed the Leidenfrost point.`,
  },
  {
    subject: "earth science",
    title: "The Lake Nyos disaster",
    text: `Lake Nyos is a deep crater lake in north-western Cameroon that lies above a pocket of volcanic magma. Carbon dioxide seeps from the magma into the bottom of the lake, where the pressure of the water above keeps the gas dissolved. On 21 August 1986, the lake suddenly released a huge cloud of carbon dioxide, an event known as a limnic eruption. Because carbon dioxide is heavier than air, the cloud flowed down the surrounding valleys and suffocated about 1,700 people and thousands of cattle. Since 2001, engineers have installed pipes that carry water from the bottom of the lake to the surface, which lets the gas escape slowly and safely.`,
  },
  {
    subject: "history",
    title: "The Christmas truce",
    text: `The Christmas truce was a series of unofficial ceasefires along the Western Front in December 1914, during the First World War. On Christmas Eve, German soldiers in some sectors placed candles and small trees on their trenches and sang carols. British soldiers answered with carols of their own, and men from both sides met in no man's land to exchange cigarettes, food and souvenirs. In several places the truce gave both armies a chance to bury their dead. Senior commanders disapproved, fearing that friendship with the enemy would weaken the will to fight, and they ordered that no such truce should happen again. Later Christmases of the war saw only a few small, brief truces.`,
  },
  {
    subject: "history",
    title: "The Kon-Tiki expedition",
    text: `The Kon-Tiki expedition was a voyage across the Pacific Ocean made in 1947 by the Norwegian explorer Thor Heyerdahl and five companions. Heyerdahl believed that people from South America could have settled Polynesia in ancient times, and he set out to show that such a journey was possible. The crew built a raft from balsa logs, using only materials and methods available to ancient South Americans. After drifting for 101 days on the Humboldt Current and the trade winds, the raft crashed onto a reef in the Tuamotu Islands. The voyage proved that the crossing could be made, but genetic and linguistic evidence shows that Polynesia was settled mainly from Asia.`,
  },
  {
    subject: "economics",
    title: "The Jevons paradox",
    text: `The Jevons paradox is the observation that making the use of a resource more efficient can increase the total amount of that resource consumed. It is named after the English economist William Stanley Jevons, who noticed in 1865 that Britain burned more coal after James Watt's improved steam engine made coal use more efficient. Because each unit of work became cheaper, steam power spread to many new industries, and total demand for coal rose. Economists call the part of an efficiency saving that is cancelled by extra use the rebound effect. The paradox is often raised in debates about energy policy, since better fuel economy may lead people to drive more.`,
  },
  {
    subject: "computing",
    title: "Conway's Game of Life",
    text: `The Game of Life is a cellular automaton devised by the British mathematician John Horton Conway in 1970. It is played on a grid of square cells, each of which is either alive or dead. At every step, a live cell with two or three live neighbours survives, a dead cell with exactly three live neighbours becomes alive, and every other cell dies or stays dead. The game has no players: once the starting pattern is chosen, the rules alone decide what happens. Some patterns, called gliders, move across the grid, while others stay still or repeat in cycles. Because a suitable starting pattern can carry out any computation, the Game of Life is Turing complete.`,
  },
  {
    subject: "languages",
    title: "Grimm's law",
    text: `Grimm's law is a set of regular sound changes that separated the Germanic languages from the rest of the Indo-European family. It was described in 1822 by Jacob Grimm, who is better known for collecting fairy tales with his brother Wilhelm. According to the law, certain consonants shifted in a regular pattern: for example, a p sound became an f sound, and a t sound became a th sound. This is why English has father and three where Latin has pater and tres. Grimm's law showed that sound change follows rules rather than happening at random, and it helped turn historical linguistics into a systematic science.`,
  },
  {
    subject: "law",
    title: "Force majeure",
    text: `A force majeure clause is a term in a contract that frees the parties from their obligations when an extraordinary event beyond their control prevents them from performing. Typical examples include wars, floods, earthquakes and epidemics. The phrase comes from French and means superior force. A court will usually excuse a party only if the event was unforeseeable, could not be avoided, and made performance impossible rather than merely more expensive. Many businesses relied on force majeure clauses during the COVID-19 pandemic, when lockdowns forced the cancellation of concerts, conferences and weddings. In English law, a contract without such a clause may still be ended under the narrower doctrine of frustration.`,
  },
  {
    subject: "medicine",
    title: "Semmelweis and handwashing",
    text: `Ignaz Semmelweis was a Hungarian doctor who worked at the Vienna General Hospital in the 1840s. He noticed that women who gave birth in the ward run by doctors died of childbed fever far more often than women in the ward run by midwives. Semmelweis concluded that doctors who came straight from dissecting corpses were carrying infectious material to their patients on their hands. In 1847 he ordered staff to wash their hands in a solution of chlorinated lime, and deaths in the doctors' ward fell sharply. Many of his colleagues rejected his idea, partly because he could not explain why it worked. Germ theory later confirmed that he had been right.`,
  },
];

const gonfanon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Planarian regeneration",
    text: `Planarians are small freshwater flatworms famous for their power to regrow lost body parts. If a planarian is cut into several pieces, each piece can grow into a complete worm within about two weeks, including a new head and brain. This ability depends on stem cells called neoblasts, which are spread throughout the body and can turn into any type of cell the worm needs. In 1898, the American biologist Thomas Hunt Morgan found that a fragment as small as 1/279 of a worm could regenerate. Scientists study planarians to learn how animals rebuild tissue, in the hope of one day helping human wounds and organs to heal.`,
  },
  {
    subject: "biology",
    title: "The echidna",
    text: `The echidna is a spiny, egg-laying mammal found in Australia and New Guinea. Together with the platypus, it belongs to the monotremes, the only mammals that lay eggs. A female echidna lays a single leathery egg directly into a pouch on her belly, where it hatches after about ten days. The young echidna, called a puggle, stays in the pouch and drinks milk that oozes from patches of skin, since monotremes have no nipples. Echidnas feed mainly on ants and termites, which they catch with a long, sticky tongue. When threatened, an echidna curls into a ball or digs itself into the soil so that only its spines are exposed.`,
  },
  {
    subject: "chemistry",
    title: "Iron gall ink",
    text: `Iron gall ink was the standard writing ink in Europe from the Middle Ages until the early twentieth century. It was made by mixing tannic acid, extracted from oak galls, with iron sulphate and a binder such as gum arabic. The ink goes on pale, but as the iron reacts with oxygen in the air it darkens to a deep blue-black that cannot easily be washed away. Leonardo da Vinci, Bach and the authors of the United States Constitution all wrote with it. Over centuries, however, the acid in the ink can eat through the paper, a kind of damage known as ink corrosion. Conservators treat vulnerable manuscripts with calcium phytate to slow this decay.`,
  },
  {
    subject: "physics",
    title: "The Magnus effect",
    text: `The Magnus effect is the sideways force on a spinning object moving through air or water. As a ball spins, it drags a thin layer of air around with it, so the air moves faster on one side of the ball than on the other. The difference in speed creates a difference in pressure, which pushes the ball towards the side where the air moves faster. Footballers use the effect to bend free kicks around a wall of defenders, and tennis players use topspin to make the ball dip sharply. The effect is named after the German physicist Heinrich Gustav Magnus, who studied it in 1852. Some modern ships carry tall spinning cylinders, called rotor sails, that use the Magnus effect to save fuel.`,
  },
  {
    subject: "earth science",
    title: "The Tunguska event",
    text: `The Tunguska event was a huge explosion over a remote forest in Siberia on the morning of 30 June 1908. It flattened about 80 million trees over an area of more than 2,000 square kilometres, and the blast knocked people off their feet 60 kilometres away. Most scientists think it was caused by a stony asteroid or a comet that burst in the air several kilometres above the ground. Because the object exploded before it reached the surface, it left no impact crater. The first scientific expedition did not reach the site until 1927, led by the Russian mineralogist Leonid Kulik. Tunguska is the largest impact event in recorded history.`,
  },
  {
    subject: "history",
    title: "The Cod Wars",
    text: `The Cod Wars were a series of disputes between Iceland and the United Kingdom over fishing rights in the North Atlantic between 1958 and 1976. Iceland depended heavily on fishing and wanted to protect its cod stocks from foreign trawlers. Each time Iceland extended its fishing limits, first to 12 miles, then to 50 and finally to 200 nautical miles, British trawlers kept fishing inside them. Icelandic patrol boats cut the trawlers' nets with special cutters, and the Royal Navy sent frigates to protect the fishing fleet, which led to several collisions at sea. Iceland threatened to leave NATO, and the last dispute ended with an agreement that accepted the 200-mile limit.`,
  },
  {
    subject: "history",
    title: "The Halifax explosion",
    text: `The Halifax explosion was a disaster that destroyed much of the city of Halifax, Canada, on 6 December 1917. Two ships collided in the narrow harbour: the Norwegian vessel Imo and the French cargo ship Mont-Blanc, which was loaded with explosives for the war in Europe. The collision started a fire on the Mont-Blanc, and about twenty minutes later its cargo blew up. The blast killed about 2,000 people, injured around 9,000 more and caused a tsunami in the harbour. It was the largest accidental explosion of its time. Many of the injuries were caused by flying glass, because crowds had gathered at windows to watch the burning ship.`,
  },
  {
    subject: "economics",
    title: "Goodhart's law",
    text: `Goodhart's law states that when a measure becomes a target, it ceases to be a good measure. It is named after the British economist Charles Goodhart, who described the problem in 1975 while writing about monetary policy. Once people are rewarded for hitting a number, they find ways to raise the number without improving what it was meant to show. For example, a hospital judged on waiting times may shorten its queues by delaying the moment a patient is officially added to the list. The law warns managers and governments that any single figure used to judge performance will tend to lose its value as a guide.`,
  },
  {
    subject: "computing",
    title: "Hamming codes",
    text: `A Hamming code is an error-correcting code that can find and fix a single wrong bit in a block of data. It was invented by the American mathematician Richard Hamming at Bell Labs in 1950, after he grew frustrated with a computer that stopped whenever it detected an error in his programs. The code adds extra parity bits at positions that are powers of two, and each parity bit checks a different group of data bits. When a bit is flipped, the pattern of failed checks gives the position of the wrong bit, so it can be corrected. Hamming codes are still used in computer memory, where stray radiation can occasionally change a stored bit.`,
  },
  {
    subject: "languages",
    title: "Code-switching",
    text: `Code-switching is the practice of moving between two or more languages, or varieties of a language, in a single conversation. A bilingual speaker might begin a sentence in Spanish and finish it in English, or use one language at home and another at work. Linguists once saw code-switching as a sign of poor command of both languages, but research has shown that it follows grammatical rules and is most common among fluent speakers. People switch codes to express a feeling more exactly, to signal that they belong to a group, or to quote someone. The term was popularised in the 1950s by the linguist Einar Haugen.`,
  },
  {
    subject: "law",
    title: "Stare decisis",
    text: `Stare decisis is the principle that courts should follow the decisions of earlier cases when the same legal questions arise. The phrase is Latin for "to stand by things decided". Under this principle, a lower court is bound by the rulings of the higher courts above it, which makes the law more predictable. Judges may depart from a precedent when they can distinguish the facts of the new case, and the highest courts can overrule their own earlier decisions. In 1966, the House of Lords announced that it would no longer always treat its own past decisions as binding. Stare decisis is a central feature of common law systems such as those of England and the United States.`,
  },
  {
    subject: "medicine",
    title: "The thalidomide disaster",
    text: `Thalidomide was a drug sold from 1957, mainly in West Germany and Britain, as a sedative and a treatment for morning sickness in pregnant women. It had been tested on animals, but not for its effects on unborn babies. By 1961, doctors had linked the drug to severe birth defects, especially shortened or missing arms and legs, and it was withdrawn from sale. More than 10,000 children were affected worldwide. In the United States, the drug was never approved because Frances Kelsey, a reviewer at the Food and Drug Administration, refused to accept the maker's safety data. The disaster led many countries to introduce stricter rules for testing new medicines.`,
  },
];

const windsock: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Bioluminescent bays",
    text: `A bioluminescent bay is a coastal lagoon where the water glows blue at night when it is disturbed. The light comes from dinoflagellates, single-celled plankton that produce a flash when a wave, a fish or a paddle pushes against them. Scientists think the flash startles the small animals that eat the dinoflagellates, or attracts larger predators that hunt those animals. Mosquito Bay on the island of Vieques, Puerto Rico, is one of the brightest in the world. A bay stays bright only if its narrow entrance keeps the plankton in, and mangroves along the shore supply the nutrients they need. Light pollution and runoff from building can make a bay go dark.`,
  },
  {
    subject: "biology",
    title: "Solar-powered sea slugs",
    text: `Some sea slugs can live partly on sunlight, using a process called kleptoplasty. The green sea slug Elysia chlorotica feeds on algae, but instead of digesting the chloroplasts it keeps them inside the cells lining its gut. The stolen chloroplasts go on carrying out photosynthesis for months, making sugars that the slug can use. A young slug is brown until its first meals of algae turn it bright green. Because chloroplasts normally need proteins made by the alga's own genes, biologists are still studying how the slug keeps them working for so long. Kleptoplasty means "stealing plastids".`,
  },
  {
    subject: "chemistry",
    title: "Tyrian purple",
    text: `Tyrian purple is a deep reddish-purple dye made from the glands of predatory sea snails called murex. It was produced in the Phoenician city of Tyre from at least 1200 BC, and about 10,000 snails were needed to dye a single cloak. Fresh secretion from the snails is colourless, but it turns yellow, then green and finally purple when exposed to sunlight and air. Because the dye was so costly, it became a sign of power, and Roman law at times allowed only the emperor to wear cloth dyed entirely purple. Chemists identified the main colouring substance as dibromoindigo in 1909. Synthetic dyes made the colour cheap in the nineteenth and twentieth centuries.`,
  },
  {
    subject: "physics",
    title: "The Mpemba effect",
    text: `The Mpemba effect is the claim that hot water can, under some conditions, freeze faster than cold water. It is named after Erasto Mpemba, a schoolboy in Tanzania who noticed in 1963 that hot ice cream mix froze before cold mix. Together with the physicist Denis Osborne, he published a paper on the effect in 1969. Several explanations have been suggested: hot water evaporates faster and so loses mass, it holds less dissolved gas, and it may set up stronger currents that carry heat away. However, careful experiments have often failed to reproduce the effect, and many physicists doubt that it happens reliably. The result depends strongly on the container, the starting temperatures and how freezing is measured.`,
  },
  {
    subject: "earth science",
    title: "The eruption of Krakatoa",
    text: `Krakatoa is a volcanic island in Indonesia, between Java and Sumatra. In August 1883 it erupted with such force that most of the island collapsed into the sea. The final explosion was heard nearly 4,800 kilometres away, on the island of Rodrigues in the Indian Ocean, and it is thought to be the loudest sound in recorded history. Tsunamis up to 30 metres high swept the nearby coasts and killed more than 36,000 people. Ash and sulphur gases thrown into the upper atmosphere spread around the world, producing vivid red sunsets for months. In 1927, a new volcano, Anak Krakatau, meaning "child of Krakatoa", rose from the sea where the old island had been.`,
  },
  {
    subject: "history",
    title: "The Great Smog of London",
    text: `The Great Smog was a severe air pollution event that covered London for five days in December 1952. Cold, still weather trapped a layer of cold air beneath warmer air above it, a condition called a temperature inversion. Smoke from millions of coal fires and from factories and power stations could not rise, and it mixed with fog to form a thick yellow-black smog. Visibility fell to a few metres, buses stopped running and people could not see their own feet. Doctors later estimated that about 4,000 people died during the smog itself and thousands more in the following months. The disaster led Parliament to pass the Clean Air Act of 1956, which restricted the burning of coal in cities.`,
  },
  {
    subject: "history",
    title: "Apollo 13",
    text: `Apollo 13 was the seventh crewed mission of the American Apollo space programme and the third meant to land on the Moon. It was launched in April 1970 with the astronauts Jim Lovell, Jack Swigert and Fred Haise. Two days into the flight, an oxygen tank in the service module exploded, damaging the spacecraft's supply of power and oxygen. The crew abandoned the landing and used the lunar module as a lifeboat, while engineers on the ground worked out how to keep them alive. To remove carbon dioxide from the air, the astronauts built an adapter from plastic bags, cardboard and tape. All three men returned safely to Earth after looping around the Moon.`,
  },
  {
    subject: "economics",
    title: "Baumol's cost disease",
    text: `Baumol's cost disease is the tendency for the cost of labour-intensive services to rise faster than the cost of manufactured goods. It was described in the 1960s by the American economists William Baumol and William Bowen, who studied the performing arts. A string quartet needs the same four players and the same time to play a piece as it did two hundred years ago, while factories make far more goods per worker than before. Because musicians must still be paid wages that keep up with the rest of the economy, the cost of a concert rises. The same effect helps explain why education and health care have grown more expensive over time.`,
  },
  {
    subject: "computing",
    title: "Two's complement",
    text: `Two's complement is the most common way for computers to store negative whole numbers in binary. To find the negative of a number, every bit is flipped and then 1 is added to the result. In an 8-bit system, for example, 5 is written 00000101 and -5 is written 11111011. The leftmost bit shows the sign: 0 for positive numbers and 1 for negative ones. The great advantage of two's complement is that the same circuit can add positive and negative numbers, so processors do not need separate hardware for subtraction. An 8-bit value can hold numbers from -128 to 127.`,
  },
  {
    subject: "languages",
    title: "Diglossia",
    text: `Diglossia is a situation in which a community uses two varieties of the same language for different purposes. One variety, called the high variety, is used for writing, religion, news broadcasts and formal speeches, while the low variety is used in everyday conversation. In the Arab world, for example, Modern Standard Arabic is the high variety, and each country has its own spoken Arabic for daily life. The term was introduced into English by the linguist Charles Ferguson in 1959. Children usually learn the low variety at home and the high variety at school. Swiss German and Standard German form another well-known pair.`,
  },
  {
    subject: "law",
    title: "Res judicata",
    text: `Res judicata is the principle that a matter already decided by a court cannot be brought before the courts again by the same parties. The phrase is Latin for "a matter judged". The rule protects people from being sued over and over for the same claim, and it saves courts from hearing cases that have already been settled. It applies only after a final judgment on the merits, so a case dismissed on a technicality may sometimes be started again. A party who loses can still appeal to a higher court, but cannot begin a fresh lawsuit on the same facts. Criminal law has a similar rule, known as double jeopardy.`,
  },
  {
    subject: "medicine",
    title: "Phineas Gage",
    text: `Phineas Gage was an American railway worker who survived a severe brain injury in 1848. While he was using an iron rod to pack explosive powder into a hole in rock, a spark set off the charge, and the rod shot through his left cheek and out of the top of his head. Remarkably, Gage was able to speak and walk within minutes. His doctor, John Harlow, reported that his personality changed after the accident, and that friends said he was "no longer Gage". The case suggested that damage to the frontal lobes can affect behaviour and self-control. Gage later worked as a stagecoach driver in Chile and died in 1860.`,
  },
];

const halyard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The Portuguese man o' war",
    text: `The Portuguese man o' war looks like a jellyfish, but it is a siphonophore, a colony of many small animals called zooids that cannot survive on their own. A gas-filled float, which can be up to 30 centimetres long, keeps the colony at the surface, and the wind pushes it across the ocean. Beneath the float hang tentacles that may reach 30 metres in length. The tentacles are covered in stinging cells that paralyse small fish, and other zooids then digest the prey. Its sting is very painful to humans but is rarely deadly. Loggerhead turtles eat the man o' war, apparently without being harmed by its stings.`,
  },
  {
    subject: "biology",
    title: "Devil facial tumour disease",
    text: `Devil facial tumour disease is a cancer that spreads between Tasmanian devils, the largest surviving meat-eating marsupials. It was first seen in 1996 in the north-east of Tasmania. Unlike almost all cancers, it is contagious: living tumour cells pass from one animal to another when devils bite each other's faces during feeding and mating. The tumours grow around the mouth and make it hard for the animal to eat, and most infected devils die within months. Because the devil population has very little genetic diversity, the immune system fails to recognise the cancer cells as foreign. The disease has wiped out more than 80 % of the wild population, and healthy devils are now kept in insurance colonies.`,
  },
  {
    subject: "chemistry",
    title: "The discovery of oxygen",
    text: `Oxygen was discovered in the 1770s by two chemists working separately. Carl Wilhelm Scheele, a Swedish pharmacist, produced the gas by heating several compounds but was slow to publish his results. In 1774, the English clergyman Joseph Priestley made it by focusing sunlight on mercuric oxide, and he found that a candle burned brightly in it and a mouse lived longer in it than in ordinary air. Priestley called the gas "dephlogisticated air" because he believed in the phlogiston theory of burning. Antoine Lavoisier repeated the experiments and showed that burning is a reaction with this gas rather than the release of phlogiston. He named it oxygen, from the Greek for "acid maker".`,
  },
  {
    subject: "physics",
    title: "Foucault's pendulum",
    text: `Foucault's pendulum is a long, heavy pendulum that shows the rotation of the Earth. In 1851, the French physicist Léon Foucault hung a 28-kilogram iron ball from a 67-metre wire under the dome of the Panthéon in Paris. Once set swinging, the pendulum keeps moving in the same plane, but the Earth turns beneath it, so the line of its swing seems to rotate slowly during the day. At the North Pole the plane would turn once every 24 hours, while at the equator it would not turn at all. In Paris it takes about 32 hours. The demonstration was the first simple proof of the Earth's rotation that did not depend on watching the sky.`,
  },
  {
    subject: "earth science",
    title: "The Richat Structure",
    text: `The Richat Structure is a huge circular feature in the Sahara Desert of Mauritania, about 40 kilometres across. Seen from space it looks like a bull's-eye, and astronauts have long used it as a landmark, which is why it is nicknamed the Eye of the Sahara. It was once thought to be an impact crater, but geologists now believe it is an eroded dome. Rock layers were pushed upward by molten rock from below, and wind and water then wore the top away. Because hard and soft layers erode at different rates, the exposed rings form ridges of hard quartzite separated by valleys. No sign of shocked rock from a meteorite has been found there.`,
  },
  {
    subject: "history",
    title: "The Tanganyika laughter epidemic",
    text: `The Tanganyika laughter epidemic was an outbreak of mass hysteria that began in January 1962 at a girls' boarding school in Kashasha, near Lake Victoria. It started with three pupils and spread to 95 of the school's 159 students, who suffered attacks of laughing and crying that lasted from a few hours to several days. The school was closed in March, but the girls carried the laughter back to their villages, and it spread to other schools and communities. No poison or infection was ever found. Researchers later suggested that the outbreak was a reaction to stress, coming only weeks after Tanganyika became independent. The episodes faded away within about eighteen months.`,
  },
  {
    subject: "history",
    title: "The Endurance expedition",
    text: `The Endurance expedition was an attempt led by Ernest Shackleton to make the first land crossing of Antarctica. In January 1915 his ship, the Endurance, became trapped in the pack ice of the Weddell Sea, and ten months later it was crushed and sank. The 28 men camped on the drifting ice and then sailed three lifeboats to Elephant Island. Because no one would search there, Shackleton and five companions sailed a small boat 1,300 kilometres to South Georgia, where they crossed the mountains on foot to reach a whaling station. He then organised a rescue, and in August 1916 every man left on Elephant Island was brought home alive.`,
  },
  {
    subject: "economics",
    title: "Engel's law",
    text: `Engel's law states that as a household's income rises, the share of income it spends on food falls, even though the amount spent on food may rise. It is named after the German statistician Ernst Engel, who described it in 1857 after studying the budgets of Belgian working families. The law holds because food is a necessity: people need only so much of it, so extra income goes mostly to housing, education, travel and other goods. A graph of food spending against income is called an Engel curve. Economists use the food share as a rough measure of poverty, and a falling food share is a sign that a country is getting richer.`,
  },
  {
    subject: "computing",
    title: "The Byzantine generals problem",
    text: `The Byzantine generals problem is a way of describing how computers in a network can agree on a decision when some of them may fail or lie. In the story, several generals surround a city and must all attack or all retreat, but they can communicate only by messenger, and some generals may be traitors who send false orders. The problem was set out by Leslie Lamport, Robert Shostak and Marshall Pease in 1982. They proved that agreement is possible only if fewer than one third of the generals are traitors. Systems that keep working despite such faults are called Byzantine fault tolerant, and the idea is used in aircraft controls and in blockchains.`,
  },
  {
    subject: "languages",
    title: "The Cherokee syllabary",
    text: `The Cherokee syllabary is a writing system created by Sequoyah, a Cherokee silversmith who could not read any language. He began working on it around 1809 and completed it in 1821. Instead of letters for single sounds, each of its 85 characters stands for a syllable, such as a consonant followed by a vowel. Some characters look like Latin letters, but they have completely different sounds. Because the system matched the spoken language so closely, thousands of Cherokee learned to read within a few years. In 1828 the tribe began publishing a newspaper, the Cherokee Phoenix, in both English and Cherokee. The syllabary is still taught and used today.`,
  },
  {
    subject: "law",
    title: "Vicarious liability",
    text: `Vicarious liability is a rule that makes one person legally responsible for wrongs committed by another. The most common example is an employer, who can be sued for harm caused by an employee acting in the course of employment, even if the employer did nothing wrong. A delivery company may therefore have to pay damages when one of its drivers injures a pedestrian while making deliveries. The rule is justified because the employer controls the work, profits from it and is usually better able to pay compensation, often through insurance. An employer is not normally liable for independent contractors, or for an employee who was on a "frolic of his own" unrelated to the job.`,
  },
  {
    subject: "medicine",
    title: "Kuru",
    text: `Kuru is a rare and fatal brain disease that was found among the Fore people of Papua New Guinea in the 1950s. Its name means "trembling" in the Fore language, because sufferers develop shaking, loss of coordination and, in the later stages, uncontrollable laughter. The disease was spread by funeral rituals in which relatives ate the bodies of the dead, including the brain. The American doctor Carleton Gajdusek showed that kuru could be passed to chimpanzees, and he shared the Nobel Prize in 1976. Kuru is now known to be caused by prions, misfolded proteins that make normal proteins fold wrongly. After the rituals stopped, the disease slowly disappeared, though its incubation period could exceed 50 years.`,
  },
];

const finial: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The zebra mussel",
    text: `The zebra mussel is a small freshwater mollusc named after the dark stripes on its shell. It is native to the lakes and rivers of southern Russia and Ukraine. In 1988 it was found in Lake St. Clair, near Detroit, having arrived in ballast water released by ships from Europe. Within a decade it had spread through all of the Great Lakes and into the Mississippi River. A single female can release up to a million eggs in a year, and the larvae drift freely in the water before settling. The mussels attach themselves to hard surfaces with strong threads, so they clog the intake pipes of power plants and water treatment works. Because each mussel filters about a litre of water a day, the lakes have become much clearer. Clearer water lets sunlight reach deeper, which encourages the growth of weeds on the lake bed.`,
  },
  {
    subject: "biology",
    title: "Wolbachia",
    text: `Wolbachia is a genus of bacteria that lives inside the cells of many insects and other arthropods. It is passed from mothers to their offspring through the eggs, but not through sperm. To spread, it manipulates the reproduction of its hosts. In some species it kills male embryos, so that more of the host's resources go to females. In mosquitoes it causes cytoplasmic incompatibility: eggs fertilised by an infected male fail to hatch unless the female is also infected. Infected females therefore have an advantage, and the bacterium can sweep through a population in a few generations. Researchers discovered that Wolbachia also stops the dengue virus from multiplying inside the mosquito Aedes aegypti. Since 2011, the World Mosquito Program has released infected mosquitoes in cities such as Yogyakarta, where cases of dengue fell by about three quarters.`,
  },
  {
    subject: "chemistry",
    title: "The Maillard reaction",
    text: `The Maillard reaction is a chemical reaction between amino acids and reducing sugars that gives browned food its flavour. It is named after the French chemist Louis-Camille Maillard, who described it in 1912. The reaction produces hundreds of different compounds, and some of them are responsible for the smell of toasted bread and roasted coffee. It proceeds quickly only at temperatures above about 140 degrees Celsius. Water cannot be heated above 100 degrees Celsius at normal pressure, so boiled meat does not brown. Cooks dry the surface of a steak before searing it, because moisture on the surface keeps the temperature too low. The reaction is different from caramelisation, which is the breakdown of sugar alone. An alkaline surface speeds the reaction up, which is why pretzels are dipped in a solution of lye before they are baked.`,
  },
  {
    subject: "physics",
    title: "Kessler syndrome",
    text: `Kessler syndrome is a scenario in which the density of objects in low Earth orbit becomes high enough that collisions between them set off a chain reaction. It was proposed in 1978 by Donald Kessler, a scientist at NASA. Each collision breaks the objects into thousands of fragments, and every fragment can strike another object. Even a fleck of paint can damage a spacecraft, since objects in low orbit travel at about 7.8 kilometres per second. In 2009, the American communications satellite Iridium 33 collided with Kosmos 2251, a dead Russian satellite, and created more than 2,000 pieces of trackable debris. Debris in low orbits is slowly dragged down by the thin upper atmosphere and burns up, but at higher altitudes it can stay in orbit for centuries. To limit the risk, operators are expected to move satellites out of crowded orbits at the end of their working lives.`,
  },
  {
    subject: "earth science",
    title: "The Carrington Event",
    text: `The Carrington Event was the most powerful geomagnetic storm in recorded history. On 1 September 1859, the English astronomer Richard Carrington saw a bright flash of white light on the Sun while he was sketching a group of sunspots. About 17 hours later, a huge cloud of charged particles from the Sun, called a coronal mass ejection, struck the Earth's magnetic field. Auroras were seen as far south as the Caribbean, and they were so bright in the Rocky Mountains that miners got up and began making breakfast in the middle of the night. The storm induced strong electric currents in telegraph lines across Europe and North America. Some operators received electric shocks, and some telegraph paper caught fire. A storm of the same strength today could damage satellites and power grids, so space agencies now watch the Sun for coronal mass ejections.`,
  },
  {
    subject: "history",
    title: "The Cadaver Synod",
    text: `The Cadaver Synod was a trial held in Rome in January 897, in which Pope Stephen VI put the corpse of his predecessor, Pope Formosus, on trial. The body was dug up about nine months after Formosus had died, dressed in papal robes and propped up on a throne. A deacon stood beside it and answered the charges on its behalf. Formosus was accused of perjury and of having become pope illegally, since he was already bishop of another city. The synod found him guilty, declared all of his acts as pope invalid and cut off the three fingers he had used to give blessings. His body was later thrown into the River Tiber. The trial turned the people of Rome against Stephen, and within a few months he was imprisoned and strangled. Later popes reversed the verdict and forbade any future trials of the dead.`,
  },
  {
    subject: "history",
    title: "The decipherment of Linear B",
    text: `Linear B is a script that was used to write an early form of Greek from about 1450 to 1200 BC. Clay tablets inscribed with it were first found by Arthur Evans at Knossos, on Crete, in 1900. Evans believed the script recorded a lost Minoan language, and for fifty years no one could read it. The American classicist Alice Kober showed in the 1940s that some words changed their endings, which proved that the language was inflected. Building on her grids of related signs, the English architect Michael Ventris announced in 1952 that the language was Greek. The tablets turned out to be accounts kept by palace scribes, listing sheep, wool, chariots and offerings to the gods. No poems or letters have ever been found in Linear B. The tablets survived because the fires that destroyed the palaces baked the unfired clay hard.`,
  },
  {
    subject: "economics",
    title: "Braess's paradox",
    text: `Braess's paradox is the observation that adding a road to a congested network can make traffic slower for everyone. It was described in 1968 by Dietrich Braess, a German mathematician. The paradox arises because each driver chooses the route that is fastest for themselves, without considering the delay they cause others. When a new shortcut appears, so many drivers switch to it that the roads leading to it become jammed. The network settles into a state in which no driver can gain by changing route, yet the journey takes longer than before. Economists call such a state a Nash equilibrium. The reverse can also happen: when Seoul demolished a six-lane highway in 2003 to restore the Cheonggyecheon stream, traffic in the city centre improved. The paradox shows that selfish choices by individuals do not always lead to the best result for a group.`,
  },
  {
    subject: "computing",
    title: "The Therac-25 accidents",
    text: `The Therac-25 was a radiation therapy machine built by Atomic Energy of Canada Limited. Between 1985 and 1987 it gave massive overdoses of radiation to six patients, and at least three of them died. Earlier models had hardware interlocks that physically prevented the beam from firing in an unsafe setting. The Therac-25 relied on software alone to check its settings. One fault was a race condition: if an operator edited the treatment settings within eight seconds, the machine could fire a high-power beam without the metal target that spread it out. The machine displayed only the message "MALFUNCTION 54", which operators did not understand, so they pressed a key to continue. The software had been reused from older machines, where the hardware interlocks had hidden its errors. The accidents are now taught as a warning about trusting software in systems where failure can kill.`,
  },
  {
    subject: "languages",
    title: "Nicaraguan Sign Language",
    text: `Nicaraguan Sign Language is a sign language that developed among deaf children in Nicaragua in the 1970s and 1980s. Before then, deaf people in the country lived apart from one another, and each family used its own simple home signs. In 1977 a school for special education opened in Managua, and hundreds of deaf children came together for the first time. The teachers taught lip-reading in Spanish with little success, but the children began to sign to each other on the buses and in the playground. The first pupils created a rough pidgin of shared gestures. Younger children who joined later learned this pidgin and turned it into a full language with its own grammar. Linguists have studied it closely, because it shows that children do not merely learn a language but can create one. The language is now used by several thousand people.`,
  },
  {
    subject: "law",
    title: "The hearsay rule",
    text: `Hearsay is a statement made outside court that is offered in court as evidence of the truth of what it says. If a witness testifies that a neighbour told her the defendant was at home, that is hearsay, because the neighbour is the real source of the claim. The general rule excludes hearsay, since the person who made the statement was not under oath and cannot be cross-examined. A jury also cannot watch that person's manner to judge whether they are honest. However, the law allows many exceptions. A dying declaration, made by a person who believes that death is near, may be admitted because people are thought unlikely to lie at such a moment. Business records are admitted because they are kept routinely and relied on. A statement is not hearsay at all when it is offered only to show that it was said, not that it was true.`,
  },
  {
    subject: "medicine",
    title: "Goitre and iodised salt",
    text: `A goitre is an abnormal swelling of the thyroid gland at the front of the neck. The most common cause worldwide is a lack of iodine in the diet. The thyroid needs iodine to make its hormones, which control how quickly the body uses energy. When iodine is scarce, the pituitary gland releases more thyroid-stimulating hormone, and this makes the thyroid grow. Goitre was once common in mountain regions such as the Alps, because rain and melting glaciers had washed the iodine out of the soil. In 1922 Switzerland began adding iodine to table salt, and goitre soon became rare there. The United States followed in 1924. Iodine deficiency in pregnancy can also harm the brain of the developing child. Today about 120 countries require salt to be iodised, which is one of the cheapest public health measures in the world.`,
  },
];

const canton: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The thylacine",
    text: `The thylacine, also called the Tasmanian tiger, was a meat-eating marsupial with dark stripes across its lower back. It looked remarkably like a wolf, although the two animals were only distantly related, an example of convergent evolution. Unusually, both males and females had a pouch: the female carried her young in it, and the male's pouch protected his reproductive organs. Thylacines died out on the Australian mainland about 3,000 years ago, probably because of competition with dingoes and human hunters. On Tasmania they survived until European settlers arrived and blamed them for killing sheep. Between 1888 and 1909 the Tasmanian government paid a bounty for more than 2,000 dead thylacines. The last known thylacine died at Hobart Zoo on 7 September 1936. Unconfirmed sightings are still reported, but the species was officially declared extinct in 1982.`,
  },
  {
    subject: "biology",
    title: "The Wallace Line",
    text: `The Wallace Line is a boundary that separates the animals of Asia from those of Australia. It is named after the British naturalist Alfred Russel Wallace, who described it in 1859 after years of collecting specimens in the Malay Archipelago. The line runs between the islands of Bali and Lombok, which are only about 35 kilometres apart. To the west live Asian animals such as tigers, monkeys and woodpeckers, while to the east live marsupials and cockatoos. The boundary exists because the strait between the islands is very deep. During the ice ages, sea levels fell and land bridges joined many islands to the continents, but the deep channel was never dry. Animals that could not swim or fly across it stayed on their own side. Wallace's observations helped him develop his theory of evolution by natural selection.`,
  },
  {
    subject: "chemistry",
    title: "Le Chatelier's principle",
    text: `Le Chatelier's principle states that when a system at equilibrium is disturbed, the equilibrium shifts to counteract the change. It is named after the French chemist Henri Louis Le Chatelier, who stated it in 1884. If more of a reactant is added, the reaction moves forward and uses some of it up. Raising the pressure of a gas mixture favours the side of the reaction with fewer gas molecules. In the Haber process, nitrogen and hydrogen combine to form ammonia, so a high pressure increases the yield of ammonia. The forward reaction releases heat, which means that a lower temperature also favours ammonia. However, the reaction is too slow at low temperatures, so factories use a compromise temperature of about 450 degrees Celsius. A catalyst does not shift the equilibrium at all; it only helps the system reach equilibrium faster.`,
  },
  {
    subject: "physics",
    title: "Rayleigh scattering",
    text: `Rayleigh scattering is the scattering of light by particles much smaller than its wavelength, such as the molecules of nitrogen and oxygen in the air. It was explained by the British physicist Lord Rayleigh in 1871. The amount of scattering increases sharply as the wavelength gets shorter. Blue light is therefore scattered about four times more strongly than red light. When we look at any part of the sky away from the Sun, we see this scattered blue light, so the sky appears blue. Violet light is scattered even more, but sunlight contains less violet, and our eyes are less sensitive to it. At sunset, sunlight travels through much more air before it reaches us. Most of the blue light is scattered out of its path on the way, which leaves the reds and oranges.`,
  },
  {
    subject: "earth science",
    title: "The Aral Sea",
    text: `The Aral Sea is a lake in Central Asia, on the border between Kazakhstan and Uzbekistan. In 1960 it was the fourth-largest lake in the world, covering about 68,000 square kilometres. In the 1960s, Soviet planners diverted the two rivers that fed it, the Amu Darya and the Syr Darya, to irrigate cotton fields in the desert. Without its rivers, the lake began to shrink, and by 2007 it had lost about 90 percent of its area. The water became so salty that most of its fish died, and the fishing industry collapsed. Rusting ships now lie on dry sand many kilometres from the shore. Winds pick up salt and pesticides from the exposed lake bed and spread them over farms and towns. In 2005 Kazakhstan built the Kokaral Dam, and the northern part of the lake has partly recovered.`,
  },
  {
    subject: "history",
    title: "Ötzi the Iceman",
    text: `Ötzi is the natural mummy of a man who lived around 3300 BC. His body was found in September 1991 by two German hikers in the Ötztal Alps, on the border between Austria and Italy, at a height of about 3,200 metres. Ice and cold dry air had preserved his body, his clothes and his equipment for more than 5,000 years. He carried a copper axe, a bow, a quiver of arrows and a small fire-lighting kit. At first, researchers thought that he had died of cold. In 2001, an X-ray revealed a stone arrowhead lodged in his left shoulder, which showed that he had been shot. His stomach contained the remains of a meal of ibex meat eaten shortly before his death. His skin bears 61 tattoos, made by rubbing charcoal into small cuts. Ötzi is now kept in a museum in Bolzano, Italy.`,
  },
  {
    subject: "history",
    title: "The Piltdown Man hoax",
    text: `Piltdown Man was a fraudulent fossil that was presented as an early human ancestor. In 1912, the amateur archaeologist Charles Dawson announced that he had found pieces of a skull and a jawbone in a gravel pit at Piltdown, in Sussex. The skull looked human, but the jaw resembled an ape's, and many scientists accepted the find as a missing link between apes and humans. The fossil fitted the belief of the time that a large brain had evolved before other human features. Later discoveries in Africa and Asia did not fit Piltdown Man, and doubts grew. In 1953, tests showed that the bones contained far less fluorine than genuine fossils from the same gravel, so they could not be ancient. The jaw came from an orangutan, and its teeth had been filed down and stained to look old. The identity of the forger has never been proved.`,
  },
  {
    subject: "economics",
    title: "The Laffer curve",
    text: `The Laffer curve shows how the revenue a government collects from a tax depends on the tax rate. At a rate of zero, the government collects nothing. At a rate of 100 percent, it also collects nothing, since no one would work or trade if the state took all of their income. Between these extremes there must be a rate at which revenue is highest. Above that rate, cutting taxes would actually increase revenue, because people would work, invest and declare more income. The curve is named after the American economist Arthur Laffer, who is said to have sketched it on a napkin in 1974. It was used to support the large tax cuts made under President Ronald Reagan in the 1980s. Most economists accept the idea, but they disagree about where the peak lies, and many estimates place it well above current rates.`,
  },
  {
    subject: "computing",
    title: "Huffman coding",
    text: `Huffman coding is a method of lossless data compression that gives shorter codes to symbols that appear more often. It was invented in 1952 by David Huffman, a student at the Massachusetts Institute of Technology, as an alternative to taking a final exam. The algorithm first counts how often each symbol appears in the data. It then builds a binary tree by repeatedly joining the two least frequent symbols or groups into a new node. Each symbol's code is the path from the root of the tree to that symbol, with 0 for a left branch and 1 for a right branch. No code is the beginning of another, so a stream of bits can be decoded without any separators. In English text, the letter e might receive a code of three bits, while a rare letter such as z might need ten. Huffman coding is used inside the ZIP, JPEG and MP3 formats.`,
  },
  {
    subject: "languages",
    title: "Basque",
    text: `Basque is a language spoken by about 750,000 people in northern Spain and south-western France, around the western end of the Pyrenees. It is a language isolate, which means that it is not related to any other living language. It was spoken in the region before the Indo-European languages, such as Latin, arrived in western Europe. Basque is an ergative language: the subject of a verb that has an object takes a special ending, -k, while the subject of a verb without an object does not. Under the dictatorship of Francisco Franco, from 1939 to 1975, the use of Basque in public life was restricted. In 1968 the Basque Language Academy created a standard written form called Batua, which is now taught in schools. Since 1979 Basque has been an official language, alongside Spanish, in the Basque Country.`,
  },
  {
    subject: "law",
    title: "Marbury v. Madison",
    text: `Marbury v. Madison is an 1803 decision of the United States Supreme Court that established the power of judicial review. In his last days in office, President John Adams appointed William Marbury as a justice of the peace. The new Secretary of State, James Madison, refused to deliver the commission that made the appointment official. Marbury asked the Supreme Court to order Madison to deliver it. Chief Justice John Marshall ruled that Marbury had a right to his commission. However, the law that allowed Marbury to bring his case directly to the Supreme Court went beyond the powers that the Constitution gave the court. Because that law conflicted with the Constitution, the court declared it void and refused to issue the order. The decision established that courts can strike down laws that conflict with the Constitution.`,
  },
  {
    subject: "medicine",
    title: "The lobotomy",
    text: `A lobotomy is a brain operation that cuts the connections between the prefrontal cortex and the rest of the brain. The Portuguese neurologist Egas Moniz performed the first such operations in 1935, and he received the Nobel Prize in Medicine for the work in 1949. In the United States, Walter Freeman developed a faster method in 1946, in which an instrument like an ice pick was pushed through the thin bone above the eye. Freeman performed the procedure on about 3,400 patients, sometimes in his office rather than in a hospital. Many patients became calmer, but many were also left apathetic, childlike or unable to look after themselves, and some died. The Soviet Union banned the operation in 1950 because it was judged contrary to the principles of humanity. Its use declined quickly after the drug chlorpromazine became available to treat severe mental illness in the 1950s.`,
  },
];

const hoist: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Dolly the sheep",
    text: `Dolly the sheep was the first mammal cloned from an adult cell. She was born on 5 July 1996 at the Roslin Institute in Scotland. To create her, scientists took a cell from the udder of a six-year-old Finn Dorset ewe. They removed the nucleus from an egg cell of a Scottish Blackface ewe and replaced it with the nucleus of the udder cell. A small electric shock made the egg begin to divide, and the embryo was placed in the womb of a third sheep, who gave birth to Dolly. Because Dolly developed from a mammary cell, she was named after the singer Dolly Parton. The experiment showed that the DNA of a specialised adult cell could still direct the development of a whole animal. Dolly had six lambs of her own. She developed a lung disease and was put down in 2003, at the age of six.`,
  },
  {
    subject: "biology",
    title: "Ring species",
    text: `A ring species is a chain of neighbouring populations that can interbreed with each other, although the two populations at the ends of the chain cannot. The best-known example is the Ensatina salamander of California. The salamanders spread south along the mountains on both sides of the Central Valley, which is too dry for them to cross. As they moved, the populations on each side slowly changed. Those on the coast became plain brown, while those inland developed bright blotches. Where the two branches meet again in southern California, they rarely interbreed and behave almost as separate species. Ring species are important because they show in space what normally happens over time. Each step in the chain is small, but the steps add up to the formation of a new species.`,
  },
  {
    subject: "chemistry",
    title: "The Bessemer process",
    text: `The Bessemer process was the first cheap method of making steel from molten pig iron. It was patented in 1856 by the English inventor Henry Bessemer. Pig iron from a blast furnace contains too much carbon, which makes it brittle. In the Bessemer converter, a large egg-shaped vessel, air was blown through the molten iron from holes in the bottom. The oxygen in the air reacted with the carbon and other impurities, which burned away as gases or formed slag. The reactions released so much heat that the iron stayed molten without any fuel being burned. A batch of several tonnes could be converted in about twenty minutes, whereas older methods took a day or more. Cheap steel made possible the railways, bridges and tall buildings of the late nineteenth century. The process was later replaced by methods that blow pure oxygen instead of air.`,
  },
  {
    subject: "physics",
    title: "The Michelson–Morley experiment",
    text: `The Michelson–Morley experiment was an attempt to detect the luminiferous aether, a substance that nineteenth-century physicists believed filled space and carried light waves. It was carried out in 1887 by the American physicists Albert Michelson and Edward Morley in Cleveland, Ohio. If the aether existed, the Earth's motion through it should make light travel at slightly different speeds in different directions. Their instrument, an interferometer, split a beam of light into two beams at right angles, sent them along arms of equal length and recombined them. Any difference in speed would have shifted the pattern of light and dark bands. To avoid vibration, the apparatus floated on a pool of mercury and could be rotated smoothly. No significant shift was found. The result helped lead Albert Einstein to his special theory of relativity in 1905, in which the speed of light is the same for every observer.`,
  },
  {
    subject: "earth science",
    title: "The Chicxulub crater",
    text: `The Chicxulub crater is a buried impact crater on the Yucatán Peninsula in Mexico, about 180 kilometres across. It was formed about 66 million years ago, when an asteroid roughly 10 kilometres wide struck the Earth. Geophysicists working for the Mexican oil company Pemex first noticed the structure in the late 1970s, while searching for oil. In 1980, Luis and Walter Alvarez had reported a thin layer of clay, rich in the rare metal iridium, in rocks from the end of the Cretaceous period all over the world. Iridium is common in asteroids but rare in the Earth's crust, so they proposed that a giant impact had caused the extinction of the dinosaurs. The crater was recognised as the site of that impact in 1991. The impact threw so much dust and sulphur into the atmosphere that sunlight was blocked and temperatures fell for years.`,
  },
  {
    subject: "history",
    title: "The Kindertransport",
    text: `The Kindertransport was a rescue effort that brought about 10,000 mainly Jewish children from Nazi Germany and the countries it controlled to Britain before the Second World War. It began after the violence of Kristallnacht in November 1938, when synagogues, Jewish homes and shops were attacked across Germany. The British government agreed to admit unaccompanied children under the age of seventeen, but not their parents. Jewish and Quaker organisations had to promise that the children would not become a cost to the state. The first train left Berlin on 1 December 1938, and the children crossed to Harwich by ship. Many were placed with foster families, while older children lived in hostels or worked on farms. The last transport left the Netherlands on 14 May 1940, the day the Dutch army surrendered. Most of the children never saw their parents again.`,
  },
  {
    subject: "history",
    title: "The Velvet Revolution",
    text: `The Velvet Revolution was the peaceful overthrow of communist rule in Czechoslovakia in late 1989. It began on 17 November 1989, when riot police beat students at a march in Prague. The violence led to daily demonstrations, and within a week hundreds of thousands of people filled Wenceslas Square. On 27 November, a two-hour general strike showed that workers supported the protesters. Opposition groups formed Civic Forum, led by the playwright Václav Havel, who had been imprisoned several times for his political activity. Faced with such protests, the Communist Party gave up its monopoly of power at the end of November. On 29 December 1989, the parliament elected Havel as president. The revolution is called velvet because almost no one was killed. In 1993, Czechoslovakia itself split peacefully into the Czech Republic and Slovakia.`,
  },
  {
    subject: "economics",
    title: "The endowment effect",
    text: `The endowment effect is the tendency of people to value an object more highly simply because they own it. In a famous experiment published in 1990, Daniel Kahneman, Jack Knetsch and Richard Thaler gave coffee mugs to half of a group of students. The students who received mugs asked for about twice as much money to sell them as the other students were willing to pay to buy them. Standard economic theory predicts that the two prices should be roughly the same. Many economists explain the effect by loss aversion: giving up something feels worse than failing to gain it. The endowment effect helps to explain why people hold on to shares that are losing value and why free trials often lead to sales. Traders who buy and sell goods regularly show the effect much less strongly.`,
  },
  {
    subject: "computing",
    title: "Heartbleed",
    text: `Heartbleed was a serious security bug in OpenSSL, a software library that many web servers use to encrypt their connections. It was made public in April 2014, although the faulty code had been added two years earlier. The bug was in the heartbeat extension, which lets one computer check that another is still connected by sending a short message and asking for it back. The request also states how long the message is. OpenSSL did not check that the stated length matched the real one, so an attacker could send a tiny message but claim that it was 64 kilobytes long. The server then replied with its message plus whatever happened to lie next to it in memory. That memory could contain passwords, private keys and other users' data. At the time, about a sixth of the secure web servers on the internet were thought to be vulnerable. The fix added a single check of the length.`,
  },
  {
    subject: "languages",
    title: "Yiddish",
    text: `Yiddish is a language historically spoken by the Ashkenazi Jews of central and eastern Europe. It developed about a thousand years ago from medieval German dialects, mixed with words from Hebrew and Aramaic and later from Slavic languages. Unlike German, it is written in the Hebrew alphabet, from right to left. Before the Second World War, about eleven million people spoke Yiddish, and the language had a rich press, theatre and literature. The Holocaust killed most of its speakers, and many survivors who moved to Israel or America switched to Hebrew or English. Today Yiddish is spoken mainly in Hasidic communities, where children still learn it as their first language. Many Yiddish words have entered English, such as "glitch", "bagel" and "chutzpah". The writer Isaac Bashevis Singer, who wrote in Yiddish, won the Nobel Prize in Literature in 1978.`,
  },
  {
    subject: "law",
    title: "Brown v. Board of Education",
    text: `Brown v. Board of Education was a 1954 decision of the United States Supreme Court that declared racial segregation in public schools unconstitutional. The case was brought on behalf of Linda Brown, a black girl in Topeka, Kansas, who had to travel far to a segregated school although a school for white children was much closer. It overturned the doctrine of "separate but equal", which the court had accepted in Plessy v. Ferguson in 1896. The lawyers, led by Thurgood Marshall, argued that segregation harmed black children even where buildings and teachers were equal. The court agreed unanimously, and Chief Justice Earl Warren wrote that separate educational facilities are inherently unequal. Many Southern states resisted the decision for years. In 1957, President Eisenhower sent federal troops to protect nine black students entering a high school in Little Rock, Arkansas.`,
  },
  {
    subject: "medicine",
    title: "Aspirin",
    text: `Aspirin is a drug used to reduce pain, fever and inflammation, and in low doses to prevent heart attacks and strokes. Its active ingredient, acetylsalicylic acid, is related to salicin, a compound found in the bark of willow trees. People chewed willow bark to relieve pain for thousands of years before the compound was identified. In 1897, the chemist Felix Hoffmann at the German company Bayer made a form of the acid that was gentler on the stomach. Bayer sold it under the name Aspirin from 1899. In 1971, the British pharmacologist John Vane showed that aspirin works by blocking enzymes that produce prostaglandins, chemicals that cause pain and swelling. Aspirin also stops platelets from sticking together, so it makes blood clots less likely to form. For the same reason, it can cause bleeding in the stomach. Children should not take aspirin, because it is linked to a rare but dangerous illness called Reye's syndrome.`,
  },
];

const grommet: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Quorum sensing",
    text: `Quorum sensing is a system that lets bacteria detect how many other bacteria are nearby and change their behaviour together. Each bacterium releases small signalling molecules called autoinducers into its surroundings. When only a few cells are present, the molecules drift away and their concentration stays low. As the population grows, the concentration rises, and once it passes a threshold, the bacteria switch on particular genes at the same time. The process was first studied in Vibrio fischeri, a marine bacterium that lives in the light organ of the Hawaiian bobtail squid. The bacteria glow only when they are densely packed inside the squid, which uses the light to hide its shadow from predators below. Many disease-causing bacteria use quorum sensing to delay releasing toxins until they are numerous enough to overwhelm the host's defences. Researchers are testing drugs that block the signals rather than kill the bacteria.`,
  },
  {
    subject: "biology",
    title: "The peppered moth",
    text: `The peppered moth is a European moth whose changing colours became a classic example of natural selection. Before the Industrial Revolution, most peppered moths in Britain were pale with dark speckles, which hid them on lichen-covered tree bark. Factories burning coal covered trees near cities with soot and killed the lichens, so the bark turned dark. A dark form of the moth, first recorded near Manchester in 1848, then spread rapidly, and by 1895 almost all moths near Manchester were dark. Birds found the pale moths more easily on the blackened trunks and ate more of them. In the 1950s, the biologist Bernard Kettlewell released marked moths of both forms and found that more dark moths survived in polluted woods. After clean air laws cut smoke pollution, the pale form became common again. In 2016, scientists traced the dark colour to a change in a gene called cortex.`,
  },
  {
    subject: "chemistry",
    title: "Chirality",
    text: `A chiral molecule is a molecule that cannot be placed exactly on top of its mirror image, in the way that a left hand cannot fit into a right-hand glove. The two mirror-image forms are called enantiomers. Chirality usually arises when a carbon atom is bonded to four different groups. Enantiomers have the same melting point and boiling point, but they rotate polarised light in opposite directions. Louis Pasteur discovered this in 1848, when he separated two kinds of tartaric acid crystals by hand using tweezers. Living things often use only one enantiomer, because enzymes are themselves chiral. For this reason, the two forms of a drug can act very differently in the body. Carvone is one example: one enantiomer smells of spearmint, while the other smells of caraway seeds.`,
  },
  {
    subject: "physics",
    title: "The photoelectric effect",
    text: `The photoelectric effect is the release of electrons from a metal surface when light shines on it. Heinrich Hertz first noticed it in 1887, when ultraviolet light made sparks jump more easily between two metal electrodes. Experiments later showed a puzzling pattern: dim ultraviolet light released electrons at once, but bright red light released none at all. Wave theory could not explain this, because a brighter wave should carry more energy. In 1905, Albert Einstein proposed that light travels in small packets of energy, later called photons. The energy of each photon depends on the frequency of the light, not on its brightness. An electron escapes only if a single photon gives it enough energy to overcome the metal's work function. Einstein received the Nobel Prize in Physics in 1921 for this explanation rather than for relativity. Solar panels and the light meters in cameras rely on related effects.`,
  },
  {
    subject: "earth science",
    title: "Milankovitch cycles",
    text: `Milankovitch cycles are slow, regular changes in the Earth's orbit and tilt that alter how much sunlight reaches different parts of the planet. They are named after Milutin Milanković, a Serbian engineer who calculated their effects in the early twentieth century. The shape of the orbit, called eccentricity, changes from nearly circular to slightly oval over about 100,000 years. The tilt of the Earth's axis varies between about 22.1 and 24.5 degrees over a cycle of about 41,000 years. The axis also wobbles like a spinning top, a motion called precession, with a cycle of roughly 26,000 years. When summers in the far north are cool, snow survives from one year to the next and ice sheets can grow. In 1976, a study of deep-sea sediment cores showed that past ice ages matched the timing of these cycles. The cycles are too slow to explain the warming of the past century.`,
  },
  {
    subject: "history",
    title: "The Peace of Westphalia",
    text: `The Peace of Westphalia was a series of treaties signed in 1648 that ended the Thirty Years' War in the Holy Roman Empire and the Eighty Years' War between Spain and the Dutch Republic. The Thirty Years' War had begun in 1618 as a conflict between Protestant and Catholic states, and it killed millions of people in central Europe. Negotiations took place in two towns, Münster and Osnabrück, because Catholic and Protestant delegates refused to meet in one place. The treaties allowed each prince to choose whether his territory would be Catholic, Lutheran or Calvinist. Spain recognised the Dutch Republic as an independent country. Switzerland's independence from the empire was also confirmed. The settlement weakened the emperor and strengthened France and Sweden. Many historians see the peace as the start of the modern system of sovereign states, although others argue that this view is exaggerated.`,
  },
  {
    subject: "history",
    title: "The Partition of India",
    text: `The Partition of India was the division of British India into two independent countries, India and Pakistan, in August 1947. The border was drawn by Cyril Radcliffe, a British lawyer who had never visited India before and was given only five weeks for the task. Pakistan was formed from two separate regions, West Pakistan and East Pakistan, which were about 1,600 kilometres apart. The provinces of Punjab and Bengal were split between the two new states. Around 15 million people crossed the new borders, as Hindus and Sikhs moved to India and Muslims moved to Pakistan. Violence between religious communities killed hundreds of thousands of people, and some estimates reach two million. The princely state of Kashmir, with a Muslim majority and a Hindu ruler, joined India in October 1947, which led to war between the two countries. In 1971, East Pakistan became the independent country of Bangladesh.`,
  },
  {
    subject: "economics",
    title: "The paradox of thrift",
    text: `The paradox of thrift is the idea that if everyone tries to save more at the same time, total savings may not rise and the economy may shrink. The argument was made popular by John Maynard Keynes in the 1930s. Saving more is sensible for a single household, because it builds a cushion for the future. But one person's spending is another person's income. When all households cut their spending together, firms sell less, lay off workers and pay lower wages. Incomes then fall, and people are able to save less than they planned. Keynes used this reasoning to argue that governments should spend more during a recession, when private spending collapses. Critics point out that savings can also fund investment, which raises future output, so the paradox matters most when interest rates are already very low.`,
  },
  {
    subject: "computing",
    title: "Dijkstra's algorithm",
    text: `Dijkstra's algorithm finds the shortest paths from a starting node to every other node in a graph whose edges have non-negative weights. Edsger Dijkstra designed it in 1956, reportedly in about twenty minutes while sitting at a café in Amsterdam with his fiancée. The algorithm keeps a tentative distance for each node, starting at zero for the source and infinity for all the others. At each step, it picks the unvisited node with the smallest tentative distance and marks it as visited. It then checks that node's neighbours and lowers their distances if a shorter route through it is found. A priority queue is usually used to find the closest node quickly. The algorithm fails when an edge has a negative weight, because a visited node's distance could later turn out to be wrong. Route planners and network routing protocols such as OSPF use versions of it.`,
  },
  {
    subject: "languages",
    title: "The Great Vowel Shift",
    text: `The Great Vowel Shift was a series of changes in the pronunciation of English long vowels that took place between about 1400 and 1700. During the shift, long vowels were pronounced higher in the mouth, and the highest vowels became diphthongs. For example, the word "bite" was once pronounced like modern "beet", and "house" sounded like "hoose". The spelling of English had largely been fixed by then, partly because printing spread standard spellings after William Caxton set up his press in Westminster in 1476. As a result, English spelling often shows how words sounded before the shift. This is why the letter "i" stands for different sounds in "bite" and "machine". The causes of the shift are still debated. Some linguists link it to migration to London after the Black Death, which brought speakers of different dialects together.`,
  },
  {
    subject: "law",
    title: "The Nuremberg trials",
    text: `The Nuremberg trials were a series of military tribunals held after the Second World War to prosecute leaders of Nazi Germany. The main trial, before the International Military Tribunal, ran from November 1945 to October 1946 with judges from the United States, Britain, France and the Soviet Union. Twenty-four leading figures were indicted, including Hermann Göring and Rudolf Hess. They were charged with conspiracy, crimes against peace, war crimes and crimes against humanity. The defendants could not escape responsibility by arguing that they had only followed orders. Twelve defendants were sentenced to death, and three were acquitted. Göring killed himself the night before his execution. The trials established that individuals, and not only states, can be held responsible under international law. Their principles later shaped the Genocide Convention and the International Criminal Court.`,
  },
  {
    subject: "medicine",
    title: "John Snow and the Broad Street pump",
    text: `In 1854, a severe outbreak of cholera killed more than 600 people in the Soho district of London. At the time, most doctors believed that cholera spread through miasma, a poisonous form of bad air. The physician John Snow suspected instead that the disease spread through contaminated water. He marked the homes of the dead on a map and found that they clustered around a public water pump on Broad Street. Workers at a nearby brewery, who drank beer rather than water, mostly escaped the disease. Snow persuaded local officials to remove the pump's handle, and new cases fell, although the outbreak was already declining. The pump's well was later found to lie close to a cesspit that had been contaminated by a baby's nappy. Snow's work is often seen as the beginning of modern epidemiology, the study of how diseases spread in populations.`,
  },
];

const toggle: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Apoptosis",
    text: `Apoptosis is a form of programmed cell death in which a cell takes itself apart in an orderly way. Unlike necrosis, which happens when cells are injured and burst, apoptosis does not spill the cell's contents or cause inflammation. During apoptosis, the cell shrinks, its DNA is cut into fragments, and its membrane forms bubbles called blebs. Enzymes called caspases carry out most of this work by cutting proteins inside the cell. The dying cell then breaks into small packages that nearby immune cells swallow. Apoptosis shapes the body during development; for example, it removes the webbing between the fingers of a human embryo. It also destroys cells whose DNA is badly damaged. Many cancer cells survive because mutations switch off the signals that would trigger their death. Sydney Brenner, Robert Horvitz and John Sulston shared the 2002 Nobel Prize for work on its genetic control in a tiny worm.`,
  },
  {
    subject: "biology",
    title: "The Hardy–Weinberg principle",
    text: `The Hardy–Weinberg principle states that the frequencies of alleles in a population stay constant from one generation to the next unless something disturbs them. It was worked out independently in 1908 by the British mathematician G. H. Hardy and the German physician Wilhelm Weinberg. The principle holds only under strict conditions: the population must be very large, mating must be random, and there must be no mutation, migration or natural selection. If a gene has two alleles with frequencies p and q, the expected genotype frequencies are p², 2pq and q². Biologists use these figures as a baseline. When the observed frequencies differ from the expected ones, some force such as selection is probably acting on the population. The principle also lets doctors estimate how many people carry a recessive disease allele. For example, if one baby in 2,500 has cystic fibrosis, about one person in 25 is a carrier.`,
  },
  {
    subject: "chemistry",
    title: "Acid–base titration",
    text: `A titration is a method for finding the concentration of a solution by reacting it with another solution whose concentration is known. In an acid–base titration, a measured volume of acid is placed in a conical flask, and an alkali is added slowly from a burette. A few drops of an indicator, such as phenolphthalein, are added to the flask first. Phenolphthalein is colourless in acid but turns pink when the solution becomes slightly alkaline. The point at which the acid has exactly reacted with the alkali is called the equivalence point, and the indicator's change of colour shows when it has been reached. The volume added is read from the burette, and the titration is repeated until two results agree within 0.1 cubic centimetres. Chemists then use the balanced equation to calculate the unknown concentration. Instead of an indicator, a pH meter can be used to plot a titration curve, which shows a sharp jump in pH near the equivalence point.`,
  },
  {
    subject: "physics",
    title: "Kepler's laws of planetary motion",
    text: `Johannes Kepler published three laws that describe how planets move around the Sun. He based them on precise observations of Mars made by the Danish astronomer Tycho Brahe, whose assistant he had been. Kepler's first law states that each planet moves in an ellipse, with the Sun at one focus. This broke with the ancient belief that heavenly bodies move in perfect circles. The second law states that a line from the Sun to a planet sweeps out equal areas in equal times, so a planet moves fastest when it is closest to the Sun. The third law links a planet's orbital period to its distance from the Sun: the square of the period is proportional to the cube of the average distance. The first two laws appeared in 1609 and the third in 1619. Decades later, Isaac Newton showed that all three follow from his law of universal gravitation.`,
  },
  {
    subject: "earth science",
    title: "El Niño",
    text: `El Niño is a warming of the surface waters of the central and eastern tropical Pacific Ocean that occurs every two to seven years. Normally, trade winds blow from east to west across the Pacific and pile up warm water near Indonesia and Australia. Along the coast of Peru, cold water rich in nutrients rises from the deep to replace it, which supports large fish populations. During an El Niño, the trade winds weaken, and warm water spreads back towards South America. The cold upwelling is cut off, so catches of anchovies off Peru can collapse. The shift also moves rainfall: Peru and Ecuador may suffer floods, while Indonesia and Australia face drought and wildfires. Peruvian fishermen named the event after the Christ child because it often appears around Christmas. Its opposite phase, with stronger trade winds and cooler water, is called La Niña.`,
  },
  {
    subject: "history",
    title: "The First Opium War",
    text: `The First Opium War was fought between Britain and Qing China from 1839 to 1842. British merchants had been smuggling opium from India into China to pay for the tea, silk and porcelain that Britain imported. Opium addiction spread widely, and silver flowed out of China to pay for the drug. In 1839, the Chinese official Lin Zexu seized and destroyed more than 1,000 tonnes of opium in Canton. Britain responded by sending warships, and its modern navy defeated Chinese forces along the coast. The Treaty of Nanking ended the war in 1842. China had to pay a large indemnity, open five ports to British trade and hand over Hong Kong Island. The Chinese later called it the first of the "unequal treaties", which began what they remember as a century of humiliation.`,
  },
  {
    subject: "history",
    title: "The Glorious Revolution",
    text: `The Glorious Revolution of 1688 removed King James II of England from the throne. James was a Catholic, and many Protestants feared that he would rule without Parliament and restore Catholicism. When his wife gave birth to a son in June 1688, a line of Catholic kings seemed certain. Seven leading nobles then invited the Dutch prince William of Orange, who was married to James's Protestant daughter Mary, to intervene. William landed at Torbay in November with a large army. James's support collapsed, and he fled to France. Parliament offered the crown jointly to William and Mary, who accepted the Bill of Rights in 1689. The Bill of Rights barred the monarch from raising taxes or keeping an army in peacetime without the consent of Parliament. The revolution is called "glorious" because there was little bloodshed in England, although the fighting in Ireland and Scotland was fierce.`,
  },
  {
    subject: "economics",
    title: "The Bretton Woods system",
    text: `The Bretton Woods system was an international monetary order agreed by 44 countries at a conference in New Hampshire in July 1944. Under the system, countries fixed the exchange rates of their currencies to the US dollar, and the dollar was fixed to gold at 35 dollars an ounce. The agreement also created the International Monetary Fund and the bank that became the World Bank. The fund lent money to countries that ran short of foreign currency, so that they could defend their fixed rates. The planners wanted to avoid the competitive devaluations and trade barriers of the 1930s. By the late 1960s, the United States held far less gold than the dollars held abroad. In 1971, President Richard Nixon suspended the conversion of dollars into gold. By 1973 the major currencies were floating, and the system had ended.`,
  },
  {
    subject: "computing",
    title: "Breaking Enigma",
    text: `Enigma was a cipher machine that the German armed forces used to encrypt messages during the Second World War. Each time a key was pressed, a set of rotating wheels called rotors changed the electrical path, so the same letter was encrypted differently each time. The settings changed every day, giving billions of possible combinations. Polish mathematicians led by Marian Rejewski first broke early versions of Enigma in 1932, and in 1939 they shared their methods with Britain and France. At Bletchley Park, Alan Turing and Gordon Welchman designed electromechanical machines called bombes to search for each day's settings. The bombes relied on guessed fragments of text, known as cribs, such as weather reports that were sent in a fixed form. A weakness of the design helped: Enigma never encrypted a letter as itself. The intelligence gained, code-named Ultra, helped the Allies win the Battle of the Atlantic.`,
  },
  {
    subject: "languages",
    title: "The Académie française",
    text: `The Académie française is the institution that watches over the French language. Cardinal Richelieu founded it in 1635, during the reign of Louis XIII. It has forty members, known as "the immortals", who are elected for life. When a member dies, the others vote to fill the empty seat. The main task of the academy is to publish an official dictionary of French, and the ninth edition was completed in 2024 after work that began in 1986. The academy also recommends French words in place of English borrowings, such as "courriel" for "email". Its rulings have no legal force, and many French speakers ignore them. Critics say that the academy is slow to accept change; it admitted its first woman, the novelist Marguerite Yourcenar, only in 1980.`,
  },
  {
    subject: "law",
    title: "The Napoleonic Code",
    text: `The Napoleonic Code is the French civil code that came into force in 1804 under Napoleon Bonaparte. Before it, France had hundreds of local legal systems, with customary law in the north and Roman law in the south. A commission of four jurists drafted the code, and Napoleon himself attended many of the debates. The code set out rules for property, contracts and families in clear language that ordinary citizens could read. It abolished privileges based on birth and declared all male citizens equal before the law. However, it gave husbands authority over their wives and made divorce harder for women. French armies spread the code to the lands they conquered, including Belgium, parts of Italy and western Germany. It influenced the civil law of many other countries, from Louisiana to Quebec and much of Latin America.`,
  },
  {
    subject: "medicine",
    title: "Helicobacter pylori and stomach ulcers",
    text: `For most of the twentieth century, doctors believed that stomach ulcers were caused by stress, spicy food and too much acid. In 1982, the Australian doctors Barry Marshall and Robin Warren grew a spiral bacterium, Helicobacter pylori, from samples of the stomach lining. Warren had noticed the bacteria in biopsies from patients with inflamed stomachs. Many experts doubted that any bacterium could live in such an acidic place. H. pylori survives by making an enzyme called urease, which neutralises the acid around it. To prove his case, Marshall drank a culture of the bacteria in 1984 and soon developed inflammation of the stomach. Later trials showed that antibiotics cured most ulcers and stopped them from coming back. Marshall and Warren received the Nobel Prize in Physiology or Medicine in 2005.`,
  },
];

const lanyard: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Circadian rhythms",
    text: `Circadian rhythms are cycles in the body that repeat about every 24 hours. They control when we feel sleepy, when body temperature rises and falls, and when many hormones are released. In mammals, the master clock is a small group of nerve cells in the hypothalamus called the suprachiasmatic nucleus. Light entering the eyes resets this clock each day, keeping it in step with sunrise and sunset. In the evening, falling light levels allow the pineal gland to release melatonin, a hormone that promotes sleep. Even in a dark cave with no clocks, people keep a rhythm of roughly 24 hours, which shows that the clock is internal. Jet lag happens when travel across time zones puts the body clock out of step with local time. Jeffrey Hall, Michael Rosbash and Michael Young won the 2017 Nobel Prize for discovering genes that drive the clock in fruit flies.`,
  },
  {
    subject: "biology",
    title: "Homeostasis",
    text: `Homeostasis is the maintenance of a stable internal environment despite changes outside the body. Human body temperature, for example, stays close to 37 °C whether the weather is hot or cold. Most homeostatic control works by negative feedback, in which a change triggers a response that reverses it. When the body overheats, sensors in the skin and brain signal the hypothalamus, which makes sweat glands release sweat. As the sweat evaporates, it carries heat away from the skin. Blood vessels near the surface also widen, so more heat is lost. In the cold, these vessels narrow and muscles begin to shiver, which produces heat. The level of glucose in the blood is controlled in a similar way by the hormones insulin and glucagon. The term was popularised in the 1920s by the American physiologist Walter Cannon.`,
  },
  {
    subject: "chemistry",
    title: "Hydrogen bonding",
    text: `A hydrogen bond is a weak attraction between a hydrogen atom bonded to a strongly electronegative atom and another electronegative atom nearby. In water, each molecule can form hydrogen bonds with up to four neighbours. Oxygen pulls the shared electrons towards itself, so the hydrogen atoms carry a slight positive charge. These bonds explain why water boils at 100 °C, far higher than similar small molecules such as hydrogen sulfide. They also explain why ice floats: when water freezes, hydrogen bonds hold the molecules in an open lattice that is less dense than the liquid. Hydrogen bonds are much weaker than covalent bonds, but there are very many of them. In DNA, hydrogen bonds hold the two strands together, which lets the strands separate when the molecule is copied.`,
  },
  {
    subject: "physics",
    title: "Bernoulli's principle",
    text: `Bernoulli's principle states that in a moving fluid, the pressure is lower where the speed is higher. The Swiss mathematician Daniel Bernoulli published it in 1738 in his book Hydrodynamica. The principle follows from the conservation of energy: as a fluid speeds up, some of its pressure energy becomes kinetic energy. A common demonstration is to blow across the top of a strip of paper, which rises into the faster-moving air. Perfume sprayers use the same effect to draw liquid up a tube into a fast stream of air. Bernoulli's principle helps to explain how an aircraft wing produces lift, although the full explanation also involves the wing turning air downwards. Engineers use the principle in the Venturi meter, which measures the speed of a fluid from the drop in pressure in a narrow section of pipe.`,
  },
  {
    subject: "earth science",
    title: "The Keeling curve",
    text: `The Keeling curve is a graph of the concentration of carbon dioxide in the atmosphere, measured continuously since 1958. The measurements began when the American scientist Charles David Keeling set up instruments at the Mauna Loa Observatory in Hawaii. He chose the site because it sits high on a volcano in the middle of the Pacific, far from cities and forests that would disturb the readings. The curve rises in a sawtooth pattern. Each year the level falls in the northern summer, when growing plants take in carbon dioxide, and rises again in winter, when they decay. Underneath this yearly cycle, the concentration has climbed steadily, from about 315 parts per million in 1958 to more than 420 today. The rise is mainly caused by burning fossil fuels. The curve was one of the first clear signs that human activity was changing the atmosphere.`,
  },
  {
    subject: "history",
    title: "Hannibal's crossing of the Alps",
    text: `In 218 BC, during the Second Punic War, the Carthaginian general Hannibal led an army from Spain across the Alps into Italy. His force included tens of thousands of soldiers, thousands of horses and about 37 war elephants. Rome controlled the sea, so Hannibal chose the long land route to surprise the Romans. The crossing took about two weeks, and snow, steep paths and attacks by mountain tribes killed many of his men. Once in Italy, Hannibal won a series of victories, the greatest at Cannae in 216 BC, where his army surrounded and destroyed a much larger Roman force. However, Rome refused to make peace and slowly rebuilt its armies. Hannibal was eventually recalled to defend Carthage and was defeated by Scipio at the Battle of Zama in 202 BC.`,
  },
  {
    subject: "history",
    title: "The Long March",
    text: `The Long March was a retreat by the Red Army of the Chinese Communist Party from 1934 to 1935. Encircled by the Nationalist forces of Chiang Kai-shek in Jiangxi province, about 86,000 Communists broke out in October 1934. Over the following year they travelled roughly 10,000 kilometres through mountains, rivers and marshes to reach Shaanxi in the north-west. Fighting, hunger and disease reduced their numbers to fewer than 10,000. During the march, Mao Zedong rose to leadership of the party at a meeting in the town of Zunyi in January 1935. The survivors later told the story as an epic of endurance, and it became a founding legend of the People's Republic of China. Historians still dispute some episodes, such as the crossing of the Luding Bridge.`,
  },
  {
    subject: "economics",
    title: "The Phillips curve",
    text: `The Phillips curve describes an inverse relationship between unemployment and inflation. It is named after the New Zealand economist William Phillips, who in 1958 published data on wages and unemployment in Britain from 1861 to 1957. He found that wages rose faster in years when unemployment was low. Other economists took the curve to mean that governments could choose between them, accepting more inflation to keep unemployment down. In the 1970s, however, many countries suffered high inflation and high unemployment at the same time, a combination called stagflation. Milton Friedman and Edmund Phelps had argued that the trade-off holds only in the short run, because workers come to expect inflation and demand higher wages. Today most economists believe that the long-run Phillips curve is vertical.`,
  },
  {
    subject: "computing",
    title: "Boolean logic",
    text: `Boolean logic is a form of algebra in which values are either true or false. It is named after the English mathematician George Boole, who described it in 1854. The three basic operations are AND, OR and NOT. AND gives true only when both of its inputs are true, while OR gives true when at least one input is true. NOT reverses a single value. In 1937, Claude Shannon showed that electrical switching circuits could carry out Boolean operations. Modern computers are built from billions of tiny transistors arranged as logic gates, which combine to add numbers and store data. Programmers also use Boolean expressions to decide which branch of a program runs, and search engines use them to combine keywords.`,
  },
  {
    subject: "languages",
    title: "Afrikaans",
    text: `Afrikaans is a language that developed from the Dutch spoken by settlers at the Cape of Good Hope from the seventeenth century onwards. The Dutch East India Company founded a supply station there in 1652. Over time, the settlers' Dutch absorbed words from Malay, Portuguese, German and the Khoekhoe languages, and its grammar became simpler. For example, Afrikaans verbs do not change with the person, so "I am", "you are" and "he is" all use "is". For a long time Afrikaans was treated as a dialect, but it became an official language of South Africa in 1925, replacing Dutch. It is now spoken as a first language by about seven million people. Speakers of Dutch can understand much of written Afrikaans.`,
  },
  {
    subject: "law",
    title: "The Code of Justinian",
    text: `The Code of Justinian is a collection of Roman laws assembled on the orders of the Byzantine emperor Justinian I. A commission led by the jurist Tribonian began the work in 528 and completed its main parts within about six years. Before this, Roman law was scattered across centuries of imperial decrees and the writings of legal scholars, many of which contradicted each other. The commission removed repeated and outdated laws and arranged the rest by subject. The project also produced the Digest, a summary of the writings of classical jurists, and the Institutes, a textbook for law students. In the Middle Ages, the rediscovery of the Digest in Italy led to the study of Roman law at the University of Bologna. Through this revival, the work of Justinian shaped the civil law systems of most of continental Europe.`,
  },
  {
    subject: "medicine",
    title: "The Hippocratic Oath",
    text: `The Hippocratic Oath is an oath of ethics historically taken by physicians. It is traditionally credited to Hippocrates, a Greek doctor of the fifth century BC, although scholars believe that it was written by several authors. In the oath, a new doctor swears by the healing gods to help the sick and to avoid doing them harm. The original also forbids giving poison to anyone who asks for it and promises to keep secret what the doctor learns about patients. Some of its promises, such as not performing surgery, no longer fit modern medicine. Many medical schools now use updated versions, such as the Declaration of Geneva, which the World Medical Association adopted in 1948. The famous phrase "first, do no harm" does not actually appear in the oath.`,
  },
];

const cleat: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The endosymbiotic theory",
    text: `The endosymbiotic theory explains how mitochondria and chloroplasts came to live inside the cells of plants and animals. According to the theory, these organelles were once free-living bacteria that were engulfed by a larger cell about two billion years ago. Instead of being digested, the bacteria survived and began to supply their host with energy. Over time, the partners became so dependent on each other that neither could live alone. Several lines of evidence support the idea. Mitochondria and chloroplasts have their own circular DNA, much like bacteria, and they divide by splitting in two. Their ribosomes also resemble those of bacteria rather than those of the rest of the cell. The American biologist Lynn Margulis championed the theory in 1967, when most scientists rejected it.`,
  },
  {
    subject: "biology",
    title: "CRISPR gene editing",
    text: `CRISPR is a tool that lets scientists change the DNA of living organisms with great precision. It was adapted from a natural defence system that bacteria use against viruses. When a virus attacks, some bacteria store a short piece of its DNA in their own genome, so they can recognise the virus if it returns. In the laboratory, a guide RNA leads an enzyme called Cas9 to a chosen place in the DNA, where the enzyme cuts both strands. The cell then repairs the break, and scientists can use that repair to disable a gene or insert a new sequence. Emmanuelle Charpentier and Jennifer Doudna shared the 2020 Nobel Prize in Chemistry for developing the method. CRISPR is already used to treat sickle cell disease, but editing human embryos remains highly controversial.`,
  },
  {
    subject: "chemistry",
    title: "The mole",
    text: `The mole is the unit that chemists use to measure an amount of substance. One mole of any substance contains 6.022 × 10²³ particles, a number known as the Avogadro constant. The number was chosen so that the mass of one mole in grams equals the substance's relative formula mass. For example, one mole of carbon-12 has a mass of about 12 grams, and one mole of water has a mass of about 18 grams. To find the number of moles in a sample, chemists divide its mass by its molar mass. Counting in moles lets chemists compare reactions particle by particle, even though single atoms are far too small to count. The constant is named after the Italian scientist Amedeo Avogadro, who proposed in 1811 that equal volumes of gases contain equal numbers of molecules. Since 2019, the mole has been defined by fixing the value of the Avogadro constant.`,
  },
  {
    subject: "physics",
    title: "Special relativity",
    text: `Special relativity is a theory of space and time that Albert Einstein published in 1905. It rests on two ideas: the laws of physics are the same for all observers moving at constant speed, and the speed of light in a vacuum is the same for every observer. From these ideas come surprising results. A clock that moves relative to an observer runs slow, an effect called time dilation. Moving objects are also shortened in the direction of their motion. The effects are tiny at everyday speeds but become large close to the speed of light, which no object with mass can reach. Time dilation has been measured directly with atomic clocks flown around the world on aircraft. The theory also led to the famous equation E = mc², which shows that mass and energy are equivalent.`,
  },
  {
    subject: "earth science",
    title: "The end-Permian extinction",
    text: `The end-Permian extinction, about 252 million years ago, was the largest mass extinction in the history of life. It wiped out around 90 per cent of marine species and about 70 per cent of land vertebrates, and it is sometimes called the Great Dying. Most scientists link it to huge volcanic eruptions in Siberia that lasted for hundreds of thousands of years. The eruptions released vast amounts of carbon dioxide, which warmed the planet and made the oceans more acidic. Warmer water holds less oxygen, so large parts of the sea became too starved of oxygen for animals to survive. Life took millions of years to recover. Among the survivors were the ancestors of the dinosaurs and of mammals, which spread into the empty habitats that followed.`,
  },
  {
    subject: "history",
    title: "The Haitian Revolution",
    text: `The Haitian Revolution was a successful uprising of enslaved people in the French colony of Saint-Domingue. It began in August 1791, when enslaved workers on the sugar plantations of the northern plain rose up against their masters. Toussaint Louverture, a formerly enslaved man, became its most important leader and built a disciplined army. In 1794, the French government abolished slavery in its colonies, partly because of the revolt. When Napoleon sent an expedition to restore French control, Toussaint was captured and taken to France, where he died in prison in 1803. His general Jean-Jacques Dessalines went on to defeat the French forces, helped by an epidemic of yellow fever. On 1 January 1804, Dessalines declared the independence of Haiti, the first nation founded by formerly enslaved people.`,
  },
  {
    subject: "history",
    title: "The Reconquista",
    text: `The Reconquista was the long series of campaigns by Christian kingdoms to take the Iberian Peninsula back from Muslim rule. It began soon after 711, when an army from North Africa crossed the Strait of Gibraltar and conquered most of the peninsula. For centuries, the Christian kingdoms in the north, such as Castile and Aragon, slowly pushed their borders south. A turning point came in 1212, when a Christian alliance won the Battle of Las Navas de Tolosa. The last Muslim state, the Emirate of Granada, surrendered to Ferdinand and Isabella in January 1492. In the same year, the Jews of Spain were ordered to convert or leave the country. The period left a lasting mark on Spanish culture, from its architecture to thousands of words borrowed from Arabic.`,
  },
  {
    subject: "economics",
    title: "The multiplier effect",
    text: `The multiplier effect describes how an initial change in spending leads to a larger change in national income. When the government spends money on a new road, for example, the builders receive wages, and they spend part of those wages in shops. The shopkeepers then spend part of their extra income, and so on in further rounds. The size of the multiplier depends on how much of each extra pound people spend rather than save. This share is called the marginal propensity to consume. If people spend four-fifths of any extra income, the multiplier is five, so £1 million of new spending can raise income by £5 million. Taxes and imports weaken the effect, because money paid in taxes or spent abroad leaves the local economy. The idea was developed by Richard Kahn in 1931 and became central to the economics of John Maynard Keynes.`,
  },
  {
    subject: "computing",
    title: "Turing machines",
    text: `A Turing machine is a simple imaginary computer that the British mathematician Alan Turing described in 1936. It consists of an endless tape divided into cells, a head that reads and writes one symbol at a time, and a table of rules. At each step, the machine reads the symbol under its head, writes a new symbol, moves one cell left or right, and changes its state according to the rules. Despite its simplicity, a Turing machine can carry out any calculation that a modern computer can perform. Turing used the idea to prove that some problems can never be solved by any computer. The best-known example is the halting problem, which asks whether a given program will eventually stop. A programming language that can simulate any Turing machine is called Turing complete.`,
  },
  {
    subject: "languages",
    title: "Proto-Indo-European",
    text: `Proto-Indo-European is the reconstructed ancestor of a large family of languages spoken from India to Ireland. No written record of it survives, because it was spoken long before writing was invented, probably around 4000 BC. Linguists rebuild its words by comparing related words in its descendants, such as Latin, Greek, Sanskrit and the Germanic languages. For example, the English word "father", the Latin "pater" and the Sanskrit "pitar" all come from the same ancestral word. In 1786, the British judge William Jones noticed the close resemblance between Sanskrit, Greek and Latin and suggested that they had a common source. Many scholars believe that the language was first spoken on the steppes north of the Black Sea. Today, nearly half of the world's population speaks an Indo-European language as a first language.`,
  },
  {
    subject: "law",
    title: "The Geneva Conventions",
    text: `The Geneva Conventions are international treaties that set rules for the treatment of people in war. The first convention was signed in 1864, after the Swiss businessman Henry Dunant was shocked by the suffering of wounded soldiers at the Battle of Solferino. Dunant also helped to found the International Committee of the Red Cross, which still watches over the conventions today. The four conventions in force now were adopted in 1949, after the Second World War. They protect wounded soldiers, shipwrecked sailors, prisoners of war and civilians in occupied territory. Prisoners of war, for example, must be fed, housed and allowed to send letters home. Every member state of the United Nations has ratified the conventions, and serious violations are treated as war crimes.`,
  },
  {
    subject: "medicine",
    title: "The eradication of smallpox",
    text: `Smallpox was a deadly disease caused by the variola virus, and it killed about three in ten of the people it infected. In 1796, the English doctor Edward Jenner showed that material from cowpox sores could protect people against smallpox. This was the first vaccine, and the word comes from the Latin word for cow, vacca. In 1967, the World Health Organization launched an intensified campaign to wipe out the disease worldwide. Instead of vaccinating everyone, health workers found each new case and vaccinated the people around it, a strategy called ring vaccination. The last natural case was recorded in Somalia in 1977, and the world was declared free of smallpox in 1980. It remains the only human disease that has ever been eradicated.`,
  },
];

const roundel: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The lac operon",
    text: `The lac operon is a group of genes that lets the bacterium Escherichia coli digest lactose, a sugar found in milk. The genes sit next to each other on the chromosome and are switched on and off together. When no lactose is present, a protein called the lac repressor binds to a stretch of DNA known as the operator and blocks the genes from being read. When lactose enters the cell, a form of it attaches to the repressor, which changes shape and falls off the DNA. The enzymes needed to break down lactose are then made. The system saves energy, because the cell makes these enzymes only when it can use them. The French scientists François Jacob and Jacques Monod described the operon in 1961 and shared a Nobel Prize for the work in 1965.`,
  },
  {
    subject: "biology",
    title: "Telomeres",
    text: `Telomeres are repeated sequences of DNA that cap the ends of chromosomes, rather like the plastic tips on shoelaces. They protect the genes near the ends from being damaged or fused with other chromosomes. Each time a cell divides, its telomeres become slightly shorter, because the copying machinery cannot reach the very end of the DNA strand. When the telomeres become too short, the cell stops dividing and may die. For this reason, telomere length is often linked to ageing. An enzyme called telomerase can rebuild telomeres by adding new repeats. It is active in stem cells and in most cancer cells, which helps them divide without limit. Elizabeth Blackburn, Carol Greider and Jack Szostak received the 2009 Nobel Prize in Physiology or Medicine for discovering how telomeres and telomerase work.`,
  },
  {
    subject: "chemistry",
    title: "The Haber process",
    text: `The Haber process is the industrial method for making ammonia from nitrogen and hydrogen. The nitrogen comes from the air, and the hydrogen is usually made from natural gas. The gases are passed over an iron catalyst at a temperature of about 450 °C and a pressure of about 200 atmospheres. The reaction is reversible, so only part of the gas turns into ammonia on each pass. The ammonia is cooled until it becomes a liquid and is removed, while the unreacted gases are recycled. A lower temperature would give a higher yield, but the reaction would be too slow, so the conditions are a compromise. The German chemist Fritz Haber developed the process in 1909, and Carl Bosch scaled it up for industry. Most of the ammonia is used to make fertilisers, which now help to feed about half of the world's population.`,
  },
  {
    subject: "physics",
    title: "Nuclear fusion in the Sun",
    text: `The Sun shines because of nuclear fusion in its core, where the temperature reaches about 15 million degrees Celsius. At this temperature, hydrogen nuclei move fast enough to overcome their electric repulsion and fuse together. In a chain of steps called the proton–proton chain, four hydrogen nuclei are turned into one helium nucleus. The helium nucleus has slightly less mass than the four nuclei that formed it, and the missing mass is released as energy. Every second, the Sun converts about four million tonnes of matter into energy in this way. The energy takes many thousands of years to work its way out from the core to the surface. The Sun has enough hydrogen to continue fusing for about another five billion years. The British astronomer Arthur Eddington first suggested in 1920 that stars are powered by fusion.`,
  },
  {
    subject: "earth science",
    title: "Snowball Earth",
    text: `Snowball Earth is the hypothesis that the whole planet, or nearly all of it, was covered in ice at least twice between about 720 and 635 million years ago. The evidence includes rocks left by glaciers in places that were close to the equator at the time. Once ice spread far enough, it reflected so much sunlight that the planet kept cooling, a process called the ice–albedo feedback. The freeze ended because volcanoes kept releasing carbon dioxide, which built up in the air while ice stopped rocks from absorbing it. After millions of years, the greenhouse effect grew strong enough to melt the ice. Thick layers of carbonate rock that lie directly on top of the glacial deposits are thought to record this sudden warming. The American geologist Joseph Kirschvink coined the term in 1992.`,
  },
  {
    subject: "history",
    title: "The Treaty of Versailles",
    text: `The Treaty of Versailles was the peace settlement signed between Germany and the Allied powers on 28 June 1919, formally ending the First World War. It was drawn up at the Paris Peace Conference, where the leaders of France, Britain and the United States made most of the decisions. Germany lost about 13 per cent of its territory in Europe and all of its overseas colonies. Its army was limited to 100,000 men, and the Rhineland was to be occupied by Allied troops. Under the war guilt clause, Germany had to accept responsibility for the war, and it was ordered to pay reparations. Many Germans saw the treaty as a humiliation because their country had no part in the negotiations. The economist John Maynard Keynes warned that the reparations were too harsh. The treaty also created the League of Nations.`,
  },
  {
    subject: "history",
    title: "Mansa Musa",
    text: `Mansa Musa was the ruler of the Mali Empire in West Africa from about 1312 to 1337. His empire grew rich from trade in gold and salt, and it controlled the great trading cities of Timbuktu and Gao. Mansa Musa is best known for his pilgrimage to Mecca in 1324. He travelled with thousands of followers and camels carrying large amounts of gold. When he passed through Cairo, he gave away so much gold that its value there fell for years afterwards. The journey made Mali famous in Europe and the Middle East, and a map drawn in 1375 shows him holding a gold nugget. After his return, he paid for the building of mosques, including the Djinguereber Mosque in Timbuktu. Under his rule, Timbuktu became a centre of Islamic learning with a large collection of manuscripts.`,
  },
  {
    subject: "economics",
    title: "The invisible hand",
    text: `The invisible hand is a metaphor for the way that people pursuing their own interests in a free market can benefit society as a whole. The Scottish economist Adam Smith used the phrase in his book The Wealth of Nations, published in 1776. Smith argued that a baker does not sell bread out of kindness but to earn a living. In seeking profit, the baker still supplies what customers want, at a price they are willing to pay. Competition between sellers keeps prices down and rewards those who serve buyers best. The idea became a foundation of the case for free markets. Critics point out that markets can fail, for example when firms pollute without paying for the damage. Smith himself believed that governments should provide defence, justice and some public works.`,
  },
  {
    subject: "computing",
    title: "Packet switching",
    text: `Packet switching is the method that computer networks use to send data in small pieces rather than along a single reserved line. A message is broken into packets, and each packet carries the address of its destination and a number that shows its place in the message. Routers pass each packet along whatever path is free at the moment, so packets from the same message may travel by different routes. At the destination, the packets are put back in the right order, and any that are missing are sent again. Because many users share the same links, the network's capacity is used far more efficiently than in a telephone network, which keeps a circuit open for the whole call. Paul Baran and Donald Davies developed the idea independently in the 1960s. It became the basis of ARPANET, which grew into the internet.`,
  },
  {
    subject: "languages",
    title: "Sanskrit",
    text: `Sanskrit is a classical language of South Asia and one of the oldest recorded members of the Indo-European family. Its earliest form, Vedic Sanskrit, is the language of the Rigveda, a collection of hymns composed more than 3,000 years ago. Around the fourth century BC, the grammarian Pāṇini wrote a grammar of nearly 4,000 rules that fixed the standard form of the language. Sanskrit has eight grammatical cases and three numbers: singular, dual and plural. It is usually written today in the Devanagari script, which is also used for Hindi. Many modern languages of northern India, such as Hindi and Bengali, descend from it, and they borrowed much of their learned vocabulary from it. In the eighteenth century, the British judge William Jones noticed its similarities to Greek and Latin, which led to the discovery of the Indo-European family.`,
  },
  {
    subject: "law",
    title: "The presumption of innocence",
    text: `The presumption of innocence is the principle that a person accused of a crime is considered innocent until proven guilty. It means that the burden of proof lies with the prosecution, not with the defendant. In most common-law countries, the prosecution must prove guilt beyond reasonable doubt, which is the highest standard of proof in law. If the jury is not sure, it must acquit. The principle goes back to Roman law, and the phrase "innocent until proven guilty" was popularised by the English lawyer William Garrow in the 1790s. It is protected by Article 11 of the Universal Declaration of Human Rights, adopted in 1948. Because of the presumption, a defendant does not have to give evidence, and silence alone cannot prove guilt. Critics argue that publicity before a trial can undermine the principle in practice.`,
  },
  {
    subject: "medicine",
    title: "The discovery of X-rays",
    text: `X-rays are a form of electromagnetic radiation with a much shorter wavelength than visible light. They were discovered by accident in 1895 by the German physicist Wilhelm Röntgen, who noticed that a screen in his laboratory glowed while he was working with a cathode-ray tube. He called the unknown rays X-rays because X stands for something unknown. Within weeks, he had made an image of the bones in his wife's hand. X-rays pass easily through soft tissue but are absorbed by dense materials such as bone, so bones appear white on the image. Doctors quickly began using them to find fractures and swallowed objects. Early users did not understand that the rays can damage cells, and many suffered burns. Röntgen received the first Nobel Prize in Physics in 1901.`,
  },
];

const staff: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The sodium–potassium pump",
    text: `The sodium–potassium pump is a protein in the membrane of animal cells that moves sodium ions out of the cell and potassium ions into it. For every three sodium ions it pushes out, it brings two potassium ions in. Because both ions are moved against their concentration gradients, the pump needs energy, which it gets by breaking down ATP. The pump keeps the inside of the cell more negative than the outside, and this difference in charge is called the resting potential. Nerve cells rely on the resting potential to send electrical signals. In some tissues, the pump uses up about a third of the cell's energy. The Danish scientist Jens Christian Skou discovered the pump in 1957 and shared the Nobel Prize in Chemistry for it in 1997.`,
  },
  {
    subject: "biology",
    title: "Horizontal gene transfer",
    text: `Horizontal gene transfer is the movement of genes between organisms other than from parent to offspring. It is common among bacteria, which can pick up pieces of DNA from their surroundings, receive them from viruses, or swap them directly through a thin tube called a pilus. The direct exchange is known as conjugation. Because useful genes can spread quickly in this way, a gene for resistance to an antibiotic can pass from one species of bacteria to another. This is one reason why antibiotic resistance has become a serious problem in hospitals. The process was first shown in 1928 by the British bacteriologist Frederick Griffith, who found that harmless bacteria could become deadly after mixing with dead bacteria of a dangerous strain. Horizontal gene transfer makes the tree of life look more like a web.`,
  },
  {
    subject: "chemistry",
    title: "The contact process",
    text: `The contact process is the industrial method for making sulfuric acid. First, sulfur is burned in air to make sulfur dioxide. The sulfur dioxide is then mixed with more air and passed over a catalyst of vanadium(V) oxide at about 450 °C, where it reacts with oxygen to form sulfur trioxide. This step is reversible, so the conditions are chosen to give a good yield at a reasonable rate. The sulfur trioxide is not added directly to water, because the reaction is so violent that it produces a fog of acid droplets. Instead, it is dissolved in concentrated sulfuric acid to make oleum, which is then diluted with water. Sulfuric acid is made in larger amounts than any other chemical and is used for fertilisers, detergents and car batteries.`,
  },
  {
    subject: "physics",
    title: "Black holes",
    text: `A black hole is a region of space where gravity is so strong that nothing, not even light, can escape from it. Most black holes form when a very massive star runs out of fuel and its core collapses under its own weight. The boundary around a black hole is called the event horizon. Anything that crosses it cannot return. Black holes cannot be seen directly, but astronomers detect them by the way they pull on nearby stars and heat the gas that falls towards them. In 2015, the LIGO detectors recorded gravitational waves from two black holes that had merged. In 2019, the Event Horizon Telescope produced the first image of the shadow of a black hole, in the galaxy M87. The physicist Stephen Hawking predicted that black holes slowly lose energy by giving off radiation.`,
  },
  {
    subject: "earth science",
    title: "The Great Oxidation Event",
    text: `The Great Oxidation Event was the period, about 2.4 billion years ago, when oxygen first built up in Earth's atmosphere. Before then, the air contained almost no free oxygen. The oxygen was produced by cyanobacteria, tiny organisms that use sunlight to make food by photosynthesis and release oxygen as waste. At first, the oxygen reacted with iron dissolved in the oceans, forming rust that settled on the sea floor as banded iron formations. Only when this iron was used up could oxygen collect in the air. The change was deadly for many microbes that could not survive in oxygen. It may also have triggered a long ice age, because oxygen destroyed much of the methane that had kept the planet warm. Without the event, complex animals could never have evolved.`,
  },
  {
    subject: "history",
    title: "The fall of Constantinople",
    text: `The fall of Constantinople was the capture of the capital of the Byzantine Empire by the Ottoman Turks on 29 May 1453. The city had been protected for centuries by massive land walls and by the sea on its other sides. The young Ottoman sultan Mehmed II besieged it with an army of perhaps 80,000 men, while the defenders numbered fewer than 10,000. He used huge cannons, built by a Hungarian engineer named Orban, to batter the walls. To get around a chain that blocked the harbour, his men dragged ships overland on greased logs. After a siege of about seven weeks, the Ottomans broke through, and the last emperor, Constantine XI, died in the fighting. Mehmed made the city his capital, and many Greek scholars fled to Italy.`,
  },
  {
    subject: "history",
    title: "The Harlem Renaissance",
    text: `The Harlem Renaissance was a flowering of African American art, music and writing centred on the Harlem district of New York City in the 1920s. It grew out of the Great Migration, in which hundreds of thousands of Black Americans moved from the rural South to northern cities in search of work and freedom from segregation. Writers such as Langston Hughes and Zora Neale Hurston wrote about Black life with pride and honesty. Jazz musicians such as Duke Ellington played at clubs like the Cotton Club, although many of these clubs admitted only white customers. The philosopher Alain Locke called the movement the "New Negro" in a collection of essays published in 1925. The Great Depression brought the movement to an end in the 1930s, but its influence lasted.`,
  },
  {
    subject: "economics",
    title: "Diminishing marginal utility",
    text: `Diminishing marginal utility is the idea that each extra unit of a good gives a person less satisfaction than the one before. The first slice of pizza after a long day may be delicious, but the fifth is much less welcome. Economists call the satisfaction from one more unit the marginal utility. The principle helps to explain why demand curves slope downwards: people will buy more of a good only if its price falls, because each extra unit is worth less to them. It also explains the paradox of water and diamonds, first noted by Adam Smith. Water is essential to life but cheap, because people have so much of it that one more litre adds little. Diamonds are rare, so the marginal utility of one more is high. The idea was developed in the 1870s by William Stanley Jevons, Carl Menger and Léon Walras.`,
  },
  {
    subject: "computing",
    title: "Public-key cryptography",
    text: `Public-key cryptography is a way of protecting messages that uses two different keys instead of one shared secret. Each user has a public key, which anyone may know, and a private key, which is kept secret. A message encrypted with someone's public key can only be decrypted with the matching private key. This solves the problem of how two strangers can agree on a secret key over an open network. The same pair of keys can also be used for digital signatures, which prove who sent a message. The security depends on mathematical problems that are easy to do in one direction but extremely hard to reverse, such as finding the prime factors of a very large number. Whitfield Diffie and Martin Hellman published the idea in 1976, and the RSA algorithm followed a year later.`,
  },
  {
    subject: "languages",
    title: "Vulgar Latin",
    text: `Vulgar Latin was the everyday spoken Latin of ordinary people in the Roman Empire, as opposed to the polished Latin of writers such as Cicero. It had simpler grammar and many words that classical authors avoided. For example, soldiers said caballus for a horse, while writers used equus. After the Western Roman Empire collapsed in the fifth century, the regions lost contact with each other, and their speech drifted apart. Over several centuries, Vulgar Latin developed into the Romance languages, including Spanish, Portuguese, French, Italian and Romanian. This is why the French word cheval and the Spanish word caballo both come from caballus. Because ordinary speech was rarely written down, scholars reconstruct Vulgar Latin from spelling mistakes, graffiti and the later languages themselves.`,
  },
  {
    subject: "law",
    title: "The Universal Declaration of Human Rights",
    text: `The Universal Declaration of Human Rights is a document adopted by the United Nations General Assembly on 10 December 1948 that sets out basic rights for every person. It was written after the Second World War, in response to the atrocities of that war. A committee chaired by Eleanor Roosevelt drafted it, with major contributions from the Canadian lawyer John Humphrey and the French jurist René Cassin. The declaration has 30 articles, which include the right to life, freedom from torture and slavery, freedom of speech and the right to education. It is not a treaty, so it does not itself bind countries by law. However, it inspired many later treaties and national constitutions. It has been translated into more than 500 languages, more than any other document.`,
  },
  {
    subject: "medicine",
    title: "The discovery of penicillin",
    text: `Penicillin was the first antibiotic to be widely used, and it has saved millions of lives. In 1928, the Scottish scientist Alexander Fleming returned from holiday to find that mould had grown on one of his dishes of bacteria. Around the mould, the bacteria had been killed. Fleming named the substance the mould produced penicillin, but he could not make it in useful amounts. About ten years later, Howard Florey and Ernst Chain at the University of Oxford found a way to purify it. Their first patient, a policeman with a severe infection, improved at once but died when the supply ran out. During the Second World War, factories in the United States began to mass-produce the drug. Fleming, Florey and Chain shared the Nobel Prize in Physiology or Medicine in 1945.`,
  },
];

const masthead: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Mitochondrial DNA",
    text: `Mitochondria are the structures inside cells that release energy from food, and they carry a small loop of DNA of their own. Human mitochondrial DNA holds only 37 genes, compared with about 20,000 genes in the nucleus. A child inherits its mitochondria almost entirely from its mother, because the egg supplies the cytoplasm of the first cell while the sperm contributes little more than its nucleus. Since mitochondrial DNA is not shuffled between generations, changes in it build up slowly along the female line. Scientists compare these changes to trace how human populations spread across the world. In 2012, mitochondrial DNA helped to confirm that a skeleton found under a car park in Leicester belonged to King Richard III.`,
  },
  {
    subject: "biology",
    title: "The genetic code",
    text: `The genetic code is the set of rules by which a cell turns the sequence of bases in its genes into proteins. The code is read in groups of three bases, and each group is called a codon. There are 64 possible codons, but only 20 amino acids, so most amino acids are coded for by more than one codon. Three of the codons do not stand for any amino acid; instead, they tell the ribosome to stop building the protein. First, the gene is copied into messenger RNA in the nucleus. The messenger RNA then travels to a ribosome, where transfer RNA molecules bring the matching amino acids. The same code is used by almost every living thing, from bacteria to humans, which suggests that all life shares a common ancestor.`,
  },
  {
    subject: "chemistry",
    title: "The Solvay process",
    text: `The Solvay process is an industrial method for making sodium carbonate, also known as washing soda, from salt and limestone. It was developed by the Belgian chemist Ernest Solvay in the 1860s. In the process, ammonia and carbon dioxide are bubbled through a concentrated solution of salt in water. Sodium hydrogencarbonate forms and, because it is only slightly soluble, it settles out as a solid. The solid is then heated, which turns it into sodium carbonate. The ammonia is recovered and used again, which keeps the cost of the process low. Sodium carbonate is used to make glass, soap and paper. The main waste product is calcium chloride, much of which is spread on roads to melt ice.`,
  },
  {
    subject: "physics",
    title: "Semiconductors and doping",
    text: `A semiconductor is a material that conducts electricity better than an insulator but worse than a metal. Silicon is the most widely used semiconductor. Pure silicon conducts poorly, so manufacturers add tiny amounts of other elements, a step called doping. Adding phosphorus gives the silicon extra electrons, which makes an n-type semiconductor. Adding boron leaves gaps where electrons are missing, called holes, which makes a p-type semiconductor. When a layer of n-type silicon is joined to a layer of p-type silicon, current can flow across the boundary in one direction only. This arrangement is called a diode. Transistors, which are built from similar layers, act as tiny switches, and a modern computer chip contains billions of them.`,
  },
  {
    subject: "earth science",
    title: "Alfred Wegener and continental drift",
    text: `In 1912 the German scientist Alfred Wegener proposed that the continents had once been joined in a single landmass, which he called Pangaea. He noticed that the coastlines of South America and Africa fit together like pieces of a puzzle. Fossils of the same land reptile, Mesosaurus, had been found on both continents, although the animal could not have swum across an ocean. Wegener also pointed to rocks of the same age and type on opposite sides of the Atlantic. Most geologists rejected his idea, because he could not explain what force moved the continents. Wegener died on an expedition to Greenland in 1930. In the 1960s, the discovery of seafloor spreading provided the missing mechanism, and his idea became part of the theory of plate tectonics.`,
  },
  {
    subject: "history",
    title: "The Mongol Empire",
    text: `The Mongol Empire was founded in 1206, when the leader Temujin united the tribes of the Mongolian steppe and took the title Genghis Khan. His armies were made up of horsemen who could ride for days and shoot arrows at full gallop. Within a few decades the Mongols conquered northern China, Central Asia, Persia and much of Russia. At its height, the empire stretched from Korea to Hungary, making it the largest land empire in history. Because the Mongols protected the roads across their lands, merchants and travellers such as Marco Polo could journey between Europe and China in relative safety. After the death of Genghis Khan's grandson Möngke in 1259, the empire split into four separate states.`,
  },
  {
    subject: "history",
    title: "The Protestant Reformation",
    text: `The Protestant Reformation was a movement in the 16th century that split the Christian church in Western Europe. It is usually dated from 1517, when the German monk Martin Luther wrote his Ninety-five Theses. Luther objected to the sale of indulgences, which were documents said to reduce the punishment for sins. He argued that people are saved by faith alone, not by payments or good works. Because the printing press could produce copies quickly, his writings spread across Germany within weeks. Luther was excommunicated by the pope in 1521. Other reformers, such as John Calvin in Geneva, founded churches of their own. The Catholic Church answered with a reform movement of its own, known as the Counter-Reformation.`,
  },
  {
    subject: "economics",
    title: "The prisoner's dilemma",
    text: `The prisoner's dilemma is a situation in game theory in which two people each act in their own interest but end up worse off than if they had cooperated. In the classic story, two suspects are questioned in separate rooms. If both stay silent, each serves one year in prison. If one confesses and the other stays silent, the one who confesses goes free and the other serves ten years. If both confess, each serves five years. Whatever the other suspect does, confessing leads to a shorter sentence, so both confess and serve five years each. The dilemma helps to explain why firms find it hard to keep prices high and why countries struggle to cut pollution together.`,
  },
  {
    subject: "computing",
    title: "Virtual memory",
    text: `Virtual memory is a technique that lets a computer run programs that need more memory than the machine physically has. The operating system gives each program its own range of addresses and divides memory into fixed-size blocks called pages. Pages that are not being used can be moved out of main memory onto the disk. When a program tries to use a page that is on the disk, the processor raises a page fault. The operating system then loads the missing page, and the program continues as if nothing had happened. Because reading from a disk is much slower than reading from memory, a computer that has to swap pages too often slows down sharply, a problem known as thrashing.`,
  },
  {
    subject: "languages",
    title: "Old Norse in English",
    text: `From the late eighth century, Viking settlers from Denmark and Norway brought their language, Old Norse, to large parts of northern and eastern England. Old Norse and Old English were closely related, so speakers of the two could probably understand each other in simple matters. Over time, hundreds of Norse words entered English, including sky, egg, knife, skin and window. Even the pronouns they, them and their come from Old Norse. Many words beginning with sk, such as skirt and skill, are of Norse origin, while the older English word shirt comes from the same root as skirt. Place names ending in -by, such as Derby and Whitby, mark former Viking settlements, since by meant farm or village.`,
  },
  {
    subject: "law",
    title: "The separation of powers",
    text: `The separation of powers is the principle that the power of a state should be divided between different branches. The legislature makes the laws, the executive carries them out, and the judiciary decides what they mean and whether they have been broken. The French philosopher Montesquieu set out the idea in 1748 in his book The Spirit of the Laws. He argued that liberty is safest when no single person or body holds all three powers. The authors of the United States Constitution followed his model closely. In the United States, the president can veto a bill passed by Congress, and Congress can override the veto with a two-thirds majority in both houses. This system of checks and balances stops any one branch from becoming too strong.`,
  },
  {
    subject: "medicine",
    title: "Sepsis",
    text: `Sepsis is a life-threatening condition in which the body's response to an infection damages its own tissues and organs. Normally the immune system fights an infection where it starts, but in sepsis the response spreads through the whole body. Blood vessels leak, blood pressure falls, and organs such as the kidneys may stop working because they receive too little oxygen. Early signs include a high or very low temperature, a fast heartbeat, rapid breathing and confusion. Because the condition can worsen within hours, doctors give antibiotics as soon as sepsis is suspected, ideally within the first hour. Patients also receive fluids through a drip to raise their blood pressure. Sepsis causes about one in five deaths worldwide.`,
  },
];

const truck: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "The citric acid cycle",
    text: `The citric acid cycle is a series of chemical reactions that releases energy from food inside the mitochondria. It is also called the Krebs cycle, after the biochemist Hans Krebs, who described it in 1937. Before the cycle can begin, glucose is split into two molecules of pyruvate in the cytoplasm, a stage known as glycolysis. Each pyruvate is then converted into a two-carbon molecule called acetyl-CoA. In the first step of the cycle, acetyl-CoA joins a four-carbon molecule to form citric acid, which gives the cycle its name. Over the following steps, carbon atoms are removed and released as carbon dioxide. The cycle also loads electrons onto carrier molecules, which pass them to the electron transport chain, where most of the cell's ATP is made. Because the four-carbon molecule is rebuilt at the end, the cycle can turn again and again.`,
  },
  {
    subject: "biology",
    title: "Carrying capacity",
    text: `The carrying capacity of an environment is the largest population of a species that it can support over a long period. When a few individuals arrive in a new habitat with plenty of food and space, their numbers grow slowly at first and then faster and faster, a pattern called exponential growth. Growth cannot continue forever, because food, water and nesting sites begin to run short. As the population approaches the carrying capacity, the birth rate falls and the death rate rises, so growth slows. Plotted on a graph, the numbers form an S-shaped curve, known as logistic growth. If a population overshoots its carrying capacity, it may damage its own food supply and then crash. Reindeer brought to St. Matthew Island in Alaska in 1944 grew to about 6,000 animals and then fell to fewer than 50 after they had eaten most of the lichen.`,
  },
  {
    subject: "chemistry",
    title: "Redox reactions",
    text: `A redox reaction is a chemical reaction in which electrons move from one substance to another. The name joins two words, reduction and oxidation, because the two always happen together. Oxidation is the loss of electrons, and reduction is the gain of electrons. Students often remember this with the phrase "OIL RIG", which stands for "oxidation is loss, reduction is gain". The substance that gives away electrons is called the reducing agent, because it causes another substance to be reduced. When iron rusts, iron atoms lose electrons to oxygen, so the iron is oxidised and the oxygen is reduced. Chemists keep track of electrons with oxidation numbers, which rise during oxidation and fall during reduction. Batteries work by separating the two halves of a redox reaction, so that the electrons must travel through a wire.`,
  },
  {
    subject: "physics",
    title: "Entropy and the second law",
    text: `The second law of thermodynamics states that the total entropy of an isolated system never decreases. Entropy is often described as a measure of disorder, but more precisely it measures the number of ways the particles of a system can be arranged without changing what we observe. Heat flows on its own from a hotter object to a colder one, never the other way, because that flow increases the total entropy. A refrigerator can move heat from its cold inside to the warmer kitchen only because it uses electrical energy, and it releases even more heat at the back. The law also explains why no engine can turn all of its heat into work. The French engineer Sadi Carnot showed in 1824 that the efficiency of an engine depends on the temperatures between which it works. Some physicists link the second law to the direction of time itself.`,
  },
  {
    subject: "earth science",
    title: "Ocean acidification",
    text: `Ocean acidification is the fall in the pH of seawater caused by the ocean absorbing carbon dioxide from the air. About a quarter of the carbon dioxide released by burning fossil fuels dissolves in the sea. There it reacts with water to form carbonic acid, which releases hydrogen ions and makes the water more acidic. Since the start of the Industrial Revolution, the average pH of surface seawater has fallen from about 8.2 to 8.1. Because the pH scale is logarithmic, this small change means the water is about 30 percent more acidic. The extra hydrogen ions also combine with carbonate ions, leaving fewer of them for animals that build shells. Corals, oysters and tiny snails called pteropods all struggle to make their shells and skeletons in more acidic water. Scientists measure the change at long-term stations such as one near Hawaii.`,
  },
  {
    subject: "history",
    title: "The Russian Revolution of 1917",
    text: `The Russian Revolution of 1917 ended three centuries of rule by the Romanov family. By early 1917, Russia had lost millions of soldiers in the First World War, and bread shortages had led to strikes in the capital, Petrograd. In March, soldiers refused to fire on protesters, and Tsar Nicholas II gave up the throne. A Provisional Government took power, but it chose to keep fighting the war, which made it unpopular. Meanwhile, councils of workers and soldiers, called soviets, gained influence in the cities. In November, the Bolsheviks, a party led by Vladimir Lenin, seized the government buildings in Petrograd with little bloodshed. Lenin promised "peace, land and bread", and in 1918 Russia signed the Treaty of Brest-Litovsk with Germany. A civil war followed between the Bolshevik Red Army and their opponents, the Whites, which lasted until 1922.`,
  },
  {
    subject: "history",
    title: "The Crimean War",
    text: `The Crimean War was fought from 1853 to 1856 between Russia and an alliance of Britain, France, the Ottoman Empire and Sardinia. It began after Russia occupied lands along the Danube that belonged to the Ottoman Empire, and Britain and France feared that Russia would gain control of the route to the Mediterranean. Most of the fighting took place on the Crimean peninsula, where the allies besieged the naval base of Sevastopol for almost a year. The war became known for poor planning, including the Charge of the Light Brigade, in which British cavalry rode into a valley lined with Russian guns. More soldiers died of disease than in battle. The nurse Florence Nightingale improved hygiene at the army hospital in Scutari, and the death rate there fell sharply. The war was also one of the first to be reported by newspaper correspondents and photographed.`,
  },
  {
    subject: "economics",
    title: "Fiscal policy",
    text: `Fiscal policy is the use of government spending and taxation to influence the economy. During a recession, a government may cut taxes or spend more on roads and schools, so that households and firms have more money to spend. This approach is called expansionary fiscal policy. When the economy is growing too fast and prices are rising, the government can do the opposite, raising taxes or cutting spending, which is known as contractionary fiscal policy. Some changes happen without any new decision: in a recession, tax receipts fall and unemployment benefits rise automatically, and these effects are called automatic stabilisers. When spending is greater than tax revenue, the government runs a budget deficit and must borrow the difference. The British economist John Maynard Keynes argued in the 1930s that governments should borrow and spend during slumps.`,
  },
  {
    subject: "computing",
    title: "Big O notation",
    text: `Big O notation describes how the running time of an algorithm grows as the size of its input grows. It ignores constant factors and small inputs, and it focuses on the term that grows fastest. An algorithm that looks at each item of a list once takes linear time, written O(n). Finding an item in a sorted list by repeatedly halving it takes logarithmic time, written O(log n), so doubling the list adds only one more step. A simple sorting method that compares every pair of items takes quadratic time, written O(n²), and becomes slow on large lists. Looking up a value in an array by its position takes constant time, written O(1), however long the array is. Programmers use big O notation to compare algorithms before they write any code. The notation was introduced by the German mathematician Paul Bachmann in 1894.`,
  },
  {
    subject: "languages",
    title: "Turkish and agglutination",
    text: `Turkish is an agglutinative language, which means that it builds words by adding a chain of suffixes to a root, each suffix carrying one piece of meaning. For example, the word "evlerimizde" means "in our houses": "ev" is house, "ler" marks the plural, "imiz" means our, and "de" means in. Turkish also follows a rule called vowel harmony, in which the vowels of a suffix change to match the vowels of the root. So the plural of "ev" is "evler", but the plural of "kitap", meaning book, is "kitaplar". Verbs come at the end of a sentence, and there are no words for "a" or "the" in the way English has them. In 1928, Mustafa Kemal Atatürk replaced the Arabic script used for Turkish with a new alphabet based on Latin letters. Finnish, Hungarian and Japanese are also agglutinative languages.`,
  },
  {
    subject: "law",
    title: "Trusts",
    text: `A trust is a legal arrangement in which one person holds property for the benefit of another. The person who creates the trust is called the settlor, the person who holds and manages the property is the trustee, and the person who benefits is the beneficiary. The trustee is the legal owner of the property, but must use it only in the interests of the beneficiary. This duty of loyalty is called a fiduciary duty, and a trustee who breaks it can be ordered by a court to repay any loss. Trusts grew out of the medieval English practice of the "use", when knights leaving for the Crusades handed their land to friends to manage. The common law courts refused to recognise the arrangement, so the Court of Chancery enforced it instead. Today, trusts are used to provide for children, to support charities and to manage pension funds.`,
  },
  {
    subject: "medicine",
    title: "Tuberculosis",
    text: `Tuberculosis is an infectious disease caused by the bacterium Mycobacterium tuberculosis, which usually attacks the lungs. It spreads through the air when a person with the active disease coughs or sneezes. Most people who are infected never become ill, because the immune system walls the bacteria off in small lumps called granulomas; this state is known as latent tuberculosis. Symptoms of active disease include a cough lasting more than three weeks, weight loss, fever and night sweats. The German doctor Robert Koch identified the bacterium in 1882. Treatment usually lasts six months and combines several antibiotics, because the bacteria can become resistant to a single drug. The BCG vaccine, first used in 1921, protects young children against severe forms of the disease. Tuberculosis still kills more than a million people a year, more than any other single infectious agent.`,
  },
];

const fly: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Keystone species",
    text: `A keystone species is a species that has a much larger effect on its ecosystem than its numbers would suggest. The term was introduced in 1969 by the ecologist Robert Paine, who studied rocky shores in Washington State. When he removed a starfish called Pisaster from a stretch of shore, the mussels it ate spread quickly and crowded out other animals. Within a few years, the number of species on the rocks fell from fifteen to eight. Sea otters are another example: they eat sea urchins, which would otherwise destroy kelp forests. Because so many other species depend on them, keystone species are often a priority for conservation. Protecting one keystone species can protect a whole community of plants and animals.`,
  },
  {
    subject: "biology",
    title: "Epigenetics",
    text: `Epigenetics is the study of changes in how genes are used that do not alter the DNA sequence itself. A common epigenetic mark is DNA methylation, in which small chemical groups called methyl groups are attached to the DNA. Methylation near the start of a gene usually switches the gene off. Every cell in the body carries the same genes, but epigenetic marks help decide which genes are active, so a liver cell and a nerve cell behave differently. Diet, stress and smoking can all change epigenetic marks. Some marks can even be passed from parents to children. Identical twins are born with almost the same marks, but their patterns drift apart as they grow older and live different lives.`,
  },
  {
    subject: "chemistry",
    title: "Electronegativity",
    text: `Electronegativity is the tendency of an atom to attract the shared electrons in a chemical bond. It was first described as a number by the American chemist Linus Pauling in 1932. On the Pauling scale, fluorine is the most electronegative element, with a value of about 4.0, while caesium is among the least. Electronegativity increases across a period of the periodic table and decreases down a group. When two bonded atoms have very different values, the electrons are pulled towards one atom, and the bond is called polar. In water, the oxygen atom pulls electrons away from the two hydrogen atoms, so the oxygen end of the molecule carries a slight negative charge. If the difference is very large, as in sodium chloride, electrons are transferred completely and an ionic bond forms.`,
  },
  {
    subject: "physics",
    title: "The uncertainty principle",
    text: `The uncertainty principle states that the position and the momentum of a particle cannot both be known exactly at the same time. It was proposed in 1927 by the German physicist Werner Heisenberg. The more precisely the position of an electron is measured, the less precisely its momentum can be known, and the reverse is also true. This limit does not come from poor instruments; it is a basic property of nature at very small scales. The principle explains why electrons do not fall into the nucleus of an atom: an electron confined to a tiny space would have a very large and uncertain momentum. In everyday life the effect is far too small to notice, because objects such as balls and cars have large masses.`,
  },
  {
    subject: "earth science",
    title: "Upwelling",
    text: `Upwelling is the rising of cold, deep ocean water towards the surface. It happens mainly along coasts where steady winds push the surface water away from the land. As the surface water moves offshore, deeper water rises to take its place. This deep water is rich in nutrients such as nitrates and phosphates, which come from dead organisms that sank and decayed. When the nutrients reach sunlight, tiny algae called phytoplankton grow rapidly and feed fish and other animals. Upwelling zones cover less than one percent of the ocean's surface but produce about half of the world's fish catch. The coast of Peru is one of the richest upwelling regions. During an El Niño year the winds weaken, upwelling slows and the anchovy catch falls sharply.`,
  },
  {
    subject: "history",
    title: "The Peloponnesian War",
    text: `The Peloponnesian War was fought between Athens and Sparta from 431 to 404 BC. Athens led a league of cities with a powerful navy, while Sparta led an alliance with the strongest army in Greece. The historian Thucydides, who fought for Athens, wrote that the real cause of the war was Sparta's fear of Athens' growing power. In the early years, Pericles kept the Athenians behind their city walls and relied on the fleet. A plague broke out in the crowded city in 430 BC and killed about a quarter of its people, including Pericles himself. In 415 BC Athens sent a great expedition to Sicily, which ended in disaster two years later. Sparta, helped by Persian money, built its own fleet and destroyed the Athenian navy at Aegospotami. Athens surrendered in 404 BC.`,
  },
  {
    subject: "history",
    title: "The Cultural Revolution",
    text: `The Cultural Revolution was a political movement in China launched by Mao Zedong in 1966. Mao said that capitalist ideas had crept back into the Communist Party, and he called on young people to attack the "Four Olds": old customs, old culture, old habits and old ideas. Millions of students joined groups called the Red Guards. They attacked teachers, officials and intellectuals, and they destroyed temples, books and works of art. Schools and universities were closed, and from 1968 about 17 million young people were sent to the countryside to work on farms. Hundreds of thousands of people died in the violence. The movement ended with Mao's death in 1976 and the arrest of four of his closest supporters, known as the Gang of Four.`,
  },
  {
    subject: "economics",
    title: "Human capital",
    text: `Human capital is the knowledge, skills and health that make workers productive. The idea was developed by economists such as Gary Becker in the 1960s, who argued that spending on education is an investment, much like spending on a machine. A student who stays in school gives up wages today in return for higher earnings later. Firms also invest in human capital when they train their staff, but they prefer training in skills that are useful only to them, because workers with general skills can easily leave for a rival. Countries with more human capital tend to grow faster, because skilled workers use new technology more effectively. Human capital can also be lost: long periods of unemployment cause skills to fade, which makes it harder to find work again.`,
  },
  {
    subject: "computing",
    title: "Dynamic programming",
    text: `Dynamic programming is a method of solving a problem by breaking it into smaller subproblems and storing the answer to each one so that it is never worked out twice. The method was developed by the American mathematician Richard Bellman in the 1950s. It works best when the same subproblems appear again and again. A simple example is the Fibonacci sequence, in which each number is the sum of the two before it. A naive recursive program recalculates the same numbers many times, so its running time grows exponentially. A dynamic programming solution fills in a table from the smallest number upwards and takes only linear time. The same approach is used to find the shortest route between two places and to measure how similar two strings of DNA are.`,
  },
  {
    subject: "languages",
    title: "Arabic roots",
    text: `Arabic builds most of its words from roots of three consonants. Each root carries a general meaning, and vowels and extra letters are placed around and between the consonants to form related words. For example, the root k-t-b is connected with writing. From it come "kataba", meaning he wrote, "kitab", meaning book, "kaatib", meaning writer, and "maktaba", meaning library or bookshop. The fixed patterns of vowels and letters are called templates, and each template usually has its own meaning: the pattern that begins with "ma-" often names a place. Because of this system, a learner who knows a root can often guess the meaning of a new word. Arabic dictionaries traditionally list words under their roots rather than in strict alphabetical order. Hebrew and other Semitic languages use the same kind of system.`,
  },
  {
    subject: "law",
    title: "Mens rea",
    text: `Mens rea is the mental element of a crime, the guilty mind that the prosecution must usually prove along with the guilty act. The phrase comes from a Latin saying that an act does not make a person guilty unless the mind is also guilty. The most serious level of mens rea is intention, where the defendant acts in order to bring about a result. Recklessness is a lower level: the defendant sees a risk and takes it anyway. Negligence, the lowest level, means failing to take the care that a reasonable person would take. Murder requires an intention to kill or to cause serious harm, while manslaughter can be committed with a lesser state of mind. Some minor offences, such as many parking and food safety offences, are crimes of strict liability and need no mens rea at all.`,
  },
  {
    subject: "medicine",
    title: "Malaria",
    text: `Malaria is a disease caused by Plasmodium parasites, which are spread to people by the bites of infected female Anopheles mosquitoes. Once in the blood, the parasites travel to the liver, where they multiply for about a week. They then return to the bloodstream and invade red blood cells, which burst as new parasites are released. This cycle causes the typical waves of fever, chills and sweating. The most dangerous species, Plasmodium falciparum, can block small blood vessels in the brain. In 2022 malaria killed about 600,000 people, most of them young children in Africa. Bed nets treated with insecticide are one of the cheapest ways to prevent infection. The drug artemisinin, which comes from the sweet wormwood plant, was discovered by the Chinese scientist Tu Youyou, who won a Nobel Prize in 2015.`,
  },
];

const pole: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Synapses",
    text: `A synapse is the junction where one nerve cell passes a signal to the next. The two cells do not touch: they are separated by a narrow gap called the synaptic cleft, about twenty nanometres wide. When an electrical impulse reaches the end of the first cell, it causes tiny sacs to release chemicals called neurotransmitters into the gap. These molecules cross the cleft and bind to receptors on the second cell, which can make that cell more or less likely to fire. Enzymes then break the neurotransmitter down, or it is pumped back into the first cell, so the signal stops. Many drugs act at synapses. Antidepressants such as fluoxetine block the reuptake of serotonin, which leaves more of it in the cleft.`,
  },
  {
    subject: "biology",
    title: "Ecological succession",
    text: `Ecological succession is the gradual change in the species that live in an area over time. Primary succession begins on bare ground where there was no soil, such as new volcanic rock or land left behind by a retreating glacier. The first organisms to arrive are pioneer species, usually lichens and mosses, which can survive with almost no nutrients. As they die and decay, they form a thin layer of soil in which grasses and small plants can grow. Shrubs and then trees follow, and each stage changes the conditions in a way that suits the next. Secondary succession happens after a disturbance such as a fire or a flood, where the soil remains, so it is much faster. The final, stable community is called a climax community.`,
  },
  {
    subject: "chemistry",
    title: "The noble gases",
    text: `The noble gases are the elements in group 18 of the periodic table: helium, neon, argon, krypton, xenon and radon. Their atoms have a full outer shell of electrons, so they rarely form chemical bonds. For this reason they were once called the inert gases. In 1962 the chemist Neil Bartlett made the first noble gas compound, xenon hexafluoroplatinate, showing that xenon could react after all. Argon makes up almost one per cent of the air and is used to fill light bulbs, because it does not react with the hot filament. Neon glows red-orange when an electric current passes through it, which is why it is used in advertising signs. Radon is radioactive and can build up in the basements of houses.`,
  },
  {
    subject: "physics",
    title: "Nuclear fission",
    text: `Nuclear fission is the splitting of a heavy atomic nucleus into two smaller nuclei. It was discovered in 1938 by Otto Hahn and Fritz Strassmann, and explained soon afterwards by Lise Meitner and Otto Frisch. In a reactor, a slow neutron is absorbed by a uranium-235 nucleus, which becomes unstable and splits. The split releases a large amount of energy and two or three more neutrons. If those neutrons go on to split other nuclei, a chain reaction follows. Control rods made of boron absorb spare neutrons, which keeps the reaction steady. A moderator such as water slows the neutrons down, because slow neutrons are more likely to be absorbed. The products of fission are radioactive and must be stored safely for thousands of years.`,
  },
  {
    subject: "earth science",
    title: "Ice cores",
    text: `An ice core is a long cylinder of ice drilled out of a glacier or an ice sheet. Snow that falls each year is pressed into ice by the snow above it, so the deeper layers are older. Bubbles trapped in the ice hold samples of the air from the time the snow fell. By measuring the carbon dioxide in these bubbles, scientists can tell how the atmosphere has changed. The ratio of two forms of oxygen in the ice shows how warm the climate was. Layers of ash mark large volcanic eruptions. The Vostok core, drilled in Antarctica, reached ice about 420,000 years old. Ice cores show that carbon dioxide and temperature have risen and fallen together through the ice ages.`,
  },
  {
    subject: "history",
    title: "The Weimar Republic",
    text: `The Weimar Republic was the democratic government of Germany from 1919 to 1933. It took its name from the town of Weimar, where its constitution was written. The republic was blamed by many Germans for accepting the Treaty of Versailles, which forced Germany to pay reparations. In 1923 the government printed money to pay its debts, and hyperinflation made savings worthless. Under Gustav Stresemann the currency was stabilised and loans from the United States helped the economy recover. The Wall Street Crash of 1929 ended those loans, and unemployment rose to six million. Extremist parties gained votes as people lost faith in democracy. In January 1933 Adolf Hitler was appointed chancellor, and within months the republic had been destroyed.`,
  },
  {
    subject: "history",
    title: "The Iranian Revolution",
    text: `The Iranian Revolution of 1979 overthrew the monarchy of Mohammad Reza Shah Pahlavi. The shah had ruled with the support of the United States and had modernised the country quickly, but his secret police, SAVAK, imprisoned and tortured opponents. Rising prices and the gap between rich and poor added to public anger. Protests grew through 1978, led by religious leaders and students. The shah left Iran in January 1979, and two weeks later Ayatollah Ruhollah Khomeini returned from exile in France. In a referendum in March, Iranians voted to make the country an Islamic republic. In November, students seized the American embassy in Tehran and held fifty-two hostages for 444 days.`,
  },
  {
    subject: "economics",
    title: "Purchasing power parity",
    text: `Purchasing power parity is the idea that the same goods should cost the same in different countries once prices are converted into one currency. If a basket of goods costs 100 dollars in the United States and 80 pounds in Britain, the parity exchange rate is 1.25 dollars to the pound. When the market rate differs from this, one currency is said to be undervalued or overvalued. The Economist's Big Mac index, first published in 1986, compares the price of a burger around the world as a light-hearted test of the theory. Parity holds poorly in the short run, because many goods and services, such as haircuts and housing, cannot be traded across borders. Economists use parity rates to compare incomes between countries more fairly.`,
  },
  {
    subject: "computing",
    title: "Neural networks",
    text: `An artificial neural network is a computer model made of many simple units, called neurons, arranged in layers. Each neuron adds up its inputs, each multiplied by a weight, and passes the result through an activation function. The first layer receives the data, such as the pixels of an image, and the last layer gives the answer. A network learns by adjusting its weights to reduce its errors on training examples. The method used to work out how each weight should change is called backpropagation. Networks with many layers are described as deep, which gives deep learning its name. A network that learns its training examples too closely may fail on new data; this problem is called overfitting.`,
  },
  {
    subject: "languages",
    title: "Grammatical aspect",
    text: `Aspect is the part of grammar that shows how an action unfolds in time, rather than when it happens. The perfective aspect presents an action as a complete whole, while the imperfective aspect presents it as ongoing or repeated. Russian marks aspect in almost every verb: most verbs come in pairs, such as pisat' and napisat', both meaning to write. English uses the progressive form, as in "she was reading", to show an action in progress. Tense and aspect are often confused, because many languages combine them in a single form. In Mandarin Chinese, aspect is shown by particles such as le, while tense is usually left to words like yesterday. Learners often find aspect harder than tense.`,
  },
  {
    subject: "law",
    title: "Strict liability",
    text: `Strict liability means that a person can be held responsible for harm or for an offence without proof of fault or intention. In criminal law, many regulatory offences are of strict liability, such as selling alcohol to a person under eighteen or driving above the speed limit. The prosecution need only prove that the act took place. In civil law, the rule in Rylands v Fletcher, decided in 1868, made a landowner liable when something dangerous kept on the land escaped and caused damage. In that case, water from a reservoir flooded a neighbouring coal mine. Strict liability is justified on the ground that it encourages people to take great care. Critics argue that it can punish people who did nothing wrong.`,
  },
  {
    subject: "medicine",
    title: "Herd immunity",
    text: `Herd immunity is the protection a whole population gains when enough of its members are immune to an infection. When most people cannot catch a disease, it cannot spread easily, so those who are not immune are also protected. This matters for babies who are too young to be vaccinated and for people with weak immune systems. The share of people who must be immune depends on how contagious the disease is. Measles spreads so easily that about 95 per cent of a population needs to be immune. For polio the threshold is around 80 per cent. If vaccination rates fall below the threshold, outbreaks can return, as happened with measles in several European countries in 2019.`,
  },
];

const ferrule: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Stem cells",
    text: `A stem cell is an unspecialised cell that can divide to make more stem cells and can also develop into specialised cells, such as muscle cells or nerve cells. Embryonic stem cells come from embryos a few days old and can become almost any type of cell in the body. Adult stem cells are found in tissues such as bone marrow and skin, but they can form only a few types of cell. Bone marrow stem cells, for example, produce red blood cells, white blood cells and platelets. In 2006, Shinya Yamanaka showed that ordinary skin cells could be turned back into stem cells by switching on four genes. Doctors hope to use stem cells to replace tissue damaged by disease, although the use of embryos remains controversial.`,
  },
  {
    subject: "biology",
    title: "Plant hormones",
    text: `Plant hormones are chemicals that control how a plant grows and responds to its surroundings. Auxin is made in the tips of shoots and moves down the stem. When light comes from one side, auxin collects on the shaded side, and the cells there grow longer, so the shoot bends towards the light. This response is called phototropism. Gibberellins make stems grow taller and help seeds to germinate. Ethylene is a gas that causes fruit to ripen, which is why a ripe banana placed next to green tomatoes makes them ripen faster. Abscisic acid closes the stomata when water is short and keeps seeds dormant through the winter. Farmers use synthetic auxins as weedkillers, because high doses make broad-leaved weeds grow so fast that they die.`,
  },
  {
    subject: "chemistry",
    title: "Allotropes of carbon",
    text: `Allotropes are different structural forms of the same element. Carbon has several allotropes, and their properties differ greatly even though they contain only carbon atoms. In diamond, each carbon atom is bonded to four others in a rigid three-dimensional network, which makes diamond the hardest natural substance. Diamond does not conduct electricity, because all of its outer electrons are used in bonds. In graphite, the atoms form flat layers of hexagons, and each atom is bonded to only three others. The spare electrons can move along the layers, so graphite conducts electricity. The layers slide over each other easily, which is why graphite is used in pencils and as a lubricant. Graphene, a single layer of graphite, was first isolated in 2004 using sticky tape.`,
  },
  {
    subject: "physics",
    title: "Lasers",
    text: `A laser produces a narrow beam of light of a single colour in which all the waves are in step. The word laser stands for light amplification by stimulated emission of radiation. Inside a laser, energy is pumped into a material so that many of its atoms are raised to an excited state. When a photon passes an excited atom, it can trigger the atom to release a second photon identical to the first. This process is called stimulated emission. Mirrors at each end of the material reflect the light back and forth, so the number of photons grows rapidly. One mirror lets a small fraction of the light escape, forming the beam. The first working laser was built by Theodore Maiman in 1960, using a ruby crystal.`,
  },
  {
    subject: "earth science",
    title: "The carbon cycle",
    text: `The carbon cycle is the movement of carbon between the atmosphere, the oceans, living things and rocks. Plants take in carbon dioxide from the air during photosynthesis and use it to build sugars. Animals obtain carbon by eating plants, and both plants and animals return carbon dioxide to the air when they respire. When organisms die, decomposers break down their remains and release more carbon dioxide. The oceans absorb about a quarter of the carbon dioxide that humans emit, which makes seawater more acidic. Over millions of years, buried remains can turn into coal, oil and gas. Burning these fossil fuels releases carbon that had been stored underground, so the amount of carbon dioxide in the atmosphere has risen by about 50 per cent since 1750.`,
  },
  {
    subject: "history",
    title: "The Manhattan Project",
    text: `The Manhattan Project was the secret American programme to build an atomic bomb during the Second World War. It began in 1942, after scientists warned that Nazi Germany might be trying to build such a weapon. The project was led by General Leslie Groves, and the physicist Robert Oppenheimer directed the laboratory at Los Alamos in New Mexico, where the bombs were designed. At its peak the project employed about 130,000 people, most of whom did not know what they were working on. The first bomb was tested in the desert on 16 July 1945 in a test code-named Trinity. Weeks later, atomic bombs were dropped on the Japanese cities of Hiroshima and Nagasaki, and Japan surrendered soon afterwards.`,
  },
  {
    subject: "history",
    title: "The Treaty of Tordesillas",
    text: `The Treaty of Tordesillas was an agreement signed by Spain and Portugal in 1494 to divide the newly discovered lands outside Europe between them. After Christopher Columbus returned from his first voyage, both kingdoms claimed the right to explore and settle the new lands. Pope Alexander VI proposed a line running from north to south through the Atlantic Ocean. Under the treaty, the line was moved further west, to about 370 leagues west of the Cape Verde islands. Lands to the east of the line would belong to Portugal, and lands to the west would belong to Spain. Because the eastern tip of South America lay east of the line, Portugal was able to claim Brazil. Other European powers, such as England and France, never accepted the treaty.`,
  },
  {
    subject: "economics",
    title: "Central bank independence",
    text: `An independent central bank is one that sets interest rates without taking orders from the government. Politicians may be tempted to cut interest rates before an election, because cheaper borrowing makes voters feel richer in the short run, even if it leads to higher inflation later. Giving control of interest rates to an independent bank removes this temptation. In 1997, the British government gave the Bank of England the power to set interest rates, while the government still chose the inflation target. The European Central Bank was designed to be independent from the start, and its rules forbid it from taking instructions from national governments. Critics argue that unelected bankers should not make decisions that affect jobs and wages.`,
  },
  {
    subject: "computing",
    title: "Database transactions",
    text: `A transaction is a group of database operations that must be carried out as a single unit. A bank transfer is a typical example: money must be taken from one account and added to another, and the database must never record only one of these steps. Transactions are usually described by four properties known as ACID. Atomicity means that either every operation in the transaction takes effect or none does. Consistency means that a transaction moves the database from one valid state to another. Isolation means that transactions running at the same time do not see each other's unfinished work. Durability means that once a transaction is committed, its changes survive a crash. If an error occurs partway through, the database rolls the transaction back.`,
  },
  {
    subject: "languages",
    title: "The International Phonetic Alphabet",
    text: `The International Phonetic Alphabet is a system of symbols for writing down the sounds of speech. It was created in 1888 by a group of French and British language teachers, who wanted a way to show pronunciation that did not depend on any one spelling system. Each symbol stands for exactly one sound, so a word can be written the same way whatever language it comes from. English spelling is a poor guide to sound: the letters "ough" are pronounced differently in "though", "through" and "cough". In the alphabet, the sound at the start of "ship" is written with a symbol shaped like a long s. Dictionaries use the alphabet to show pronunciation, and singers use it to learn songs in languages they do not speak.`,
  },
  {
    subject: "law",
    title: "Injunctions",
    text: `An injunction is a court order that requires a person to do something or, more often, to stop doing something. Injunctions come from the law of equity, which developed in England to give remedies where money damages were not enough. For example, a court may order a factory to stop releasing smoke that harms its neighbours, or forbid a former employee from revealing trade secrets. An interim injunction can be granted quickly, before a full trial, to prevent harm that could not be undone later. Courts do not grant injunctions automatically; the judge weighs the harm to each side. A person who breaks an injunction is in contempt of court and can be fined or sent to prison.`,
  },
  {
    subject: "medicine",
    title: "Cholera",
    text: `Cholera is an infection of the small intestine caused by the bacterium Vibrio cholerae. People catch it by drinking water or eating food contaminated with the faeces of an infected person. The bacteria release a toxin that makes the intestine pour out water, causing severe diarrhoea. A patient can lose up to 20 litres of fluid in a day and may die of dehydration within hours. Most patients recover if the lost fluid and salts are replaced quickly, usually with oral rehydration solution, a simple mixture of clean water, sugar and salt. Antibiotics shorten the illness but are less important than rehydration. Cholera spreads where sewage and drinking water are not kept apart, which is why clean water and sanitation prevent outbreaks.`,
  },
];

const crest: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Cell membranes",
    text: `The cell membrane is a thin layer that surrounds every cell and controls what enters and leaves it. It is made mainly of phospholipids arranged in two layers, called a bilayer. Each phospholipid has a head that is attracted to water and two tails that repel it, so the tails point inwards and the heads face the watery fluid on either side. Small molecules such as oxygen and carbon dioxide can pass straight through the bilayer. Larger molecules, such as glucose, need the help of proteins that form channels or carriers. Some substances are moved against their concentration gradient, which requires energy from the cell. This process is called active transport. Because the membrane lets some substances through but not others, it is described as partially permeable.`,
  },
  {
    subject: "biology",
    title: "The gut microbiome",
    text: `The gut microbiome is the community of trillions of microorganisms that live in the human intestines. Most of them are bacteria, and a healthy adult carries several hundred species. These microbes break down dietary fibre that human enzymes cannot digest, producing short-chain fatty acids that feed the cells lining the colon. They also make some vitamins, such as vitamin K, and help to train the immune system. A baby gains its first microbes during birth and from breast milk. Antibiotics can kill many helpful gut bacteria along with harmful ones, which sometimes allows a dangerous species called Clostridioides difficile to multiply. Doctors can treat such infections by transferring stool from a healthy donor, a procedure known as faecal transplant.`,
  },
  {
    subject: "chemistry",
    title: "Cracking",
    text: `Cracking is the process of breaking long hydrocarbon molecules into shorter, more useful ones. Crude oil contains many heavy fractions, such as fuel oil, for which demand is low, while demand for petrol is high. In catalytic cracking, the heavy fraction is heated to about 500 °C and passed over a hot catalyst made of powdered aluminium oxide or zeolites. Steam cracking uses a higher temperature and no catalyst. The products include shorter alkanes, which are used as fuels, and alkenes such as ethene. Alkenes are more reactive than alkanes because they contain a carbon–carbon double bond. Ethene is used to make the plastic polyethene. A simple test for an alkene is that it turns orange bromine water colourless.`,
  },
  {
    subject: "physics",
    title: "Ohm's law",
    text: `Ohm's law states that the current through a conductor is proportional to the voltage across it, provided its temperature stays the same. It is usually written as V = IR, where V is the voltage in volts, I is the current in amperes and R is the resistance in ohms. The law is named after the German physicist Georg Ohm, who published it in 1827. A component that obeys the law, such as a fixed resistor, is called ohmic. A filament lamp does not obey it: as the current increases, the filament heats up and its resistance rises. For example, a resistor of 6 ohms connected to a 12-volt battery carries a current of 2 amperes.`,
  },
  {
    subject: "earth science",
    title: "Weathering",
    text: `Weathering is the breaking down of rocks where they lie, without the pieces being carried away. It differs from erosion, which moves the broken material to another place. In physical weathering, rocks are broken by forces without any change in their chemistry. Freeze-thaw weathering happens when water seeps into cracks, freezes and expands by about 9 per cent, forcing the cracks wider. In chemical weathering, minerals react with water, oxygen or acids. Rainwater is slightly acidic because it dissolves carbon dioxide from the air, so it slowly dissolves limestone. Biological weathering is caused by living things: plant roots grow into cracks and split rocks apart. Weathering is fastest in warm, wet climates, where chemical reactions run quickly.`,
  },
  {
    subject: "history",
    title: "The Treaty of Waitangi",
    text: `The Treaty of Waitangi is an agreement signed in 1840 between the British Crown and more than 500 Māori chiefs in New Zealand. It was first signed on 6 February at Waitangi, in the Bay of Islands, and copies were then taken around the country for more chiefs to sign. The treaty was written in English and translated into Māori, but the two versions differ. In the English text, the chiefs gave up sovereignty to the Queen, while the Māori text used a word closer to governorship. Over the following decades, much Māori land was taken, and the treaty was often ignored. In 1975, the Waitangi Tribunal was set up to investigate breaches of the treaty. Today 6 February is a national holiday.`,
  },
  {
    subject: "history",
    title: "The Great Leap Forward",
    text: `The Great Leap Forward was a campaign launched by Mao Zedong in 1958 to turn China rapidly from a farming country into an industrial one. Peasants were organised into huge people's communes, where land, tools and meals were shared. Millions of people were told to make steel in small backyard furnaces, but most of the metal they produced was useless. Local officials, afraid of being punished, reported harvests far larger than the real ones, and the state took grain based on these false figures. At the same time, workers had been moved from the fields to industry. The result was a famine in which tens of millions of people died. The campaign was abandoned in 1962.`,
  },
  {
    subject: "economics",
    title: "Monopsony",
    text: `A monopsony is a market with only one buyer. The term is most often used for labour markets in which a single employer hires most of the workers in an area, such as a mining company in a remote town. Because workers have few other places to work, the employer can pay wages below what their work is worth and still find staff. This is the buyer's version of a monopoly, in which a single seller can charge high prices. The economist Joan Robinson introduced the term in 1933. Some economists argue that a minimum wage can raise employment in a monopsony, since it stops the employer from holding wages down. Large supermarkets can act like monopsonies when they buy from farmers.`,
  },
  {
    subject: "computing",
    title: "Binary search trees",
    text: `A binary search tree is a data structure in which each node holds a value and has at most two children. Every value in a node's left subtree is smaller than the node's own value, and every value in its right subtree is larger. To find a value, a program starts at the root and moves left or right at each node, depending on whether the value it wants is smaller or larger. In a balanced tree, each step halves the number of nodes left to search, so a search takes time proportional to the logarithm of the number of nodes. If values are inserted in sorted order, however, the tree becomes a long chain, and searching is no faster than checking a list. Self-balancing trees, such as red-black trees, avoid this problem.`,
  },
  {
    subject: "languages",
    title: "Cognates",
    text: `Cognates are words in different languages that come from the same ancestor word. The English "night", the German "Nacht", the French "nuit" and the Spanish "noche" are all cognates, descended from a word in Proto-Indo-European. Cognates often look or sound similar, which helps learners guess their meaning. However, sound changes over many centuries can hide the link: the English "wheel" and the Greek "kyklos", from which "cycle" comes, are cognates, although they share few sounds. Cognates should not be confused with loanwords, which one language borrows directly from another. Linguists compare cognates across many languages to reconstruct the languages from which they descend. This technique is called the comparative method.`,
  },
  {
    subject: "law",
    title: "Diplomatic immunity",
    text: `Diplomatic immunity is a rule of international law that protects diplomats from being arrested or prosecuted in the country where they work. Its modern form was set out in the Vienna Convention on Diplomatic Relations, agreed in 1961 and accepted by almost every state. The rule exists so that diplomats can do their jobs without fear of pressure from the host government. Embassy buildings are also protected, and the police of the host country may not enter them without permission. Immunity does not mean that diplomats may break the law freely. The host country can declare a diplomat persona non grata and order them to leave, and the diplomat's own country can waive the immunity so that a trial can take place.`,
  },
  {
    subject: "medicine",
    title: "Anaphylaxis",
    text: `Anaphylaxis is a severe allergic reaction that affects the whole body and can kill within minutes. It is most often triggered by foods such as peanuts and shellfish, by insect stings or by certain medicines. The immune system releases large amounts of histamine and other chemicals, which make blood vessels widen and leak. Blood pressure falls sharply, and the airways may swell and narrow, making breathing difficult. The main treatment is an injection of adrenaline into the thigh muscle, which narrows the blood vessels and opens the airways. People at risk carry an auto-injector so that they can treat themselves at once. Even after adrenaline, a patient should go to hospital, because symptoms can return hours later.`,
  },
];

const sleeve: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Protein synthesis",
    text: `Protein synthesis is the process by which cells build proteins from the instructions in their genes. It happens in two stages. In the first stage, called transcription, the DNA of a gene is copied into a molecule of messenger RNA inside the nucleus. The messenger RNA then leaves the nucleus and travels to a ribosome in the cytoplasm. In the second stage, called translation, the ribosome reads the messenger RNA three bases at a time. Each group of three bases codes for one amino acid, which is brought to the ribosome by a molecule of transfer RNA. The amino acids are joined in a chain, and the chain folds into the shape of the finished protein. A mistake in the DNA can change an amino acid and stop the protein from working.`,
  },
  {
    subject: "biology",
    title: "Pheromones",
    text: `Pheromones are chemicals that an animal releases to send a message to other members of its species. Unlike hormones, which act inside the body that makes them, pheromones act on other individuals. Ants lay trails of pheromone between their nest and a source of food, and other ants follow the trail, strengthening it as they go. When an ant is crushed, it releases an alarm pheromone that makes nearby ants aggressive. Female silk moths release a pheromone that males can detect from several kilometres away. Farmers use synthetic pheromones to protect crops: traps baited with a female moth's scent catch males, so fewer eggs are fertilised. Whether humans communicate with pheromones is still debated.`,
  },
  {
    subject: "chemistry",
    title: "Exothermic and endothermic reactions",
    text: `An exothermic reaction is a reaction that gives out energy to its surroundings, usually as heat, so the temperature of the surroundings rises. Combustion and neutralisation are exothermic, and so is the reaction inside a hand warmer. An endothermic reaction takes in energy from its surroundings, so the temperature falls. Thermal decomposition, such as heating calcium carbonate to make lime, is endothermic, and so is dissolving ammonium nitrate in water, which is used in instant cold packs. In every reaction, energy is needed to break the bonds in the reactants, and energy is released when new bonds form in the products. If more energy is released than is taken in, the reaction is exothermic overall.`,
  },
  {
    subject: "physics",
    title: "Projectile motion",
    text: `A projectile is any object that is thrown or launched and then moves under gravity alone. Its motion can be split into two parts that do not affect each other. Horizontally, if air resistance is ignored, no force acts, so the projectile keeps moving at a constant speed. Vertically, gravity pulls it downwards, so it accelerates towards the ground at about 9.8 metres per second squared. As a result, the projectile follows a curved path called a parabola. A ball dropped from a table and a ball pushed off the table at the same moment hit the floor together, because both fall with the same vertical acceleration. Without air resistance, a launch angle of 45 degrees gives the greatest range on level ground.`,
  },
  {
    subject: "earth science",
    title: "Sea breezes",
    text: `A sea breeze is a wind that blows from the sea towards the land during the day. It happens because land heats up faster than water in the sun. The warm land heats the air above it, which expands and rises, lowering the air pressure over the coast. Cooler, denser air over the sea flows inland to replace it, creating the breeze. At night the pattern reverses, because land also cools faster than water. The air over the land becomes cooler than the air over the sea, and a land breeze blows out to sea. Sea breezes are strongest on hot, sunny days in spring and summer, and they can lower temperatures along the coast by several degrees.`,
  },
  {
    subject: "history",
    title: "The Suez Crisis",
    text: `The Suez Crisis was an international conflict in 1956 over control of the Suez Canal. In July of that year, the Egyptian president Gamal Abdel Nasser nationalised the canal, which had been run by a company owned mainly by British and French shareholders. Britain and France, which depended on the canal for oil shipments, secretly agreed with Israel on a plan to retake it. Israel invaded Egypt in October, and British and French troops landed soon afterwards. The United States, angry that it had not been consulted, put heavy financial pressure on Britain, and the Soviet Union threatened to intervene. The invaders withdrew, and the crisis showed that Britain could no longer act as a great power without American support.`,
  },
  {
    subject: "history",
    title: "The Battle of Agincourt",
    text: `The Battle of Agincourt was fought on 25 October 1415 in northern France during the Hundred Years' War. An English army led by King Henry V defeated a much larger French force. The English were tired and short of food after a long march, and heavy rain had turned the ploughed field between the armies into deep mud. French knights in heavy armour struggled through the mud and were shot down by English archers using longbows. Thousands of Frenchmen died, including many nobles, while English losses were small. The victory made Henry V a national hero, and in 1420 the Treaty of Troyes recognised him as heir to the French throne. The battle was later celebrated in Shakespeare's play Henry V.`,
  },
  {
    subject: "economics",
    title: "Oligopoly",
    text: `An oligopoly is a market dominated by a small number of large firms. Examples include the markets for mobile phone networks, airlines and soft drinks. Because there are only a few firms, each one must consider how its rivals will react before it changes its price. If one firm cuts its price, the others are likely to follow, so all of them may end up with lower profits. As a result, firms in an oligopoly often avoid price wars and compete instead through advertising and brand loyalty. Oligopolies are usually protected by high barriers to entry, such as the cost of building a network. When firms agree to fix prices together, they form a cartel, which is illegal in most countries.`,
  },
  {
    subject: "computing",
    title: "The Domain Name System",
    text: `The Domain Name System, or DNS, translates names that people can remember, such as example.com, into the numerical IP addresses that computers use to find each other. It is often compared to a phone book for the internet. When you type a web address, your computer first asks a resolver, usually run by your internet provider. If the resolver does not already know the answer, it asks a root server, then a server for the top-level domain, such as .com, and finally the server responsible for the domain itself. The answer is stored in a cache for a set time, so later requests are answered quickly. Because so much depends on it, a failure in DNS can make working websites impossible to reach.`,
  },
  {
    subject: "languages",
    title: "The subjunctive",
    text: `The subjunctive is a verb form used to talk about wishes, demands and situations that are not real. In English it survives mainly in a few fixed patterns. After verbs such as "insist" and "demand", the bare form of the verb is used: "She insisted that he leave at once", not "leaves". In unreal conditions, "were" is used for every person, as in "If I were you". Many speakers now say "If I was you", and the subjunctive is slowly disappearing from everyday English. Other languages use it far more. In Spanish and French, the subjunctive is required after many expressions of doubt, emotion and desire, so learners of those languages must master it early.`,
  },
  {
    subject: "law",
    title: "Manslaughter",
    text: `Manslaughter is the unlawful killing of a person without the intention required for murder. In English law it takes two main forms. Voluntary manslaughter applies when the defendant intended to kill but has a partial defence, such as loss of control or diminished responsibility. Involuntary manslaughter applies when the defendant did not intend to kill or to cause serious harm. One type is gross negligence manslaughter, which can apply to a doctor whose extremely careless treatment causes a patient's death. Because the defendant is less to blame than a murderer, the sentence for manslaughter is not fixed by law, and the judge can choose anything from a community order to life imprisonment.`,
  },
  {
    subject: "medicine",
    title: "Kidney stones",
    text: `Kidney stones are hard lumps that form in the kidneys when minerals in the urine crystallise. Most stones are made of calcium oxalate. Small stones often pass out of the body in the urine without being noticed, but a larger stone can block the ureter, the tube that carries urine from the kidney to the bladder. This causes renal colic, a severe pain in the side and back that comes in waves. Not drinking enough water is the main risk factor, because concentrated urine allows crystals to form more easily. Most stones pass on their own within a few weeks. Larger ones can be broken into small pieces with shock waves from outside the body, a treatment called lithotripsy.`,
  },
];

const tassel: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Meiosis",
    text: `Meiosis is a type of cell division that produces sex cells, or gametes. Unlike mitosis, which makes two identical cells, meiosis makes four cells that each carry half the usual number of chromosomes. In humans, a body cell has 46 chromosomes, while an egg or sperm cell has only 23. Before the first division, matching chromosomes from the mother and the father pair up and swap sections of DNA, a process called crossing over. The cell then divides twice. Because crossing over mixes genes in new combinations, no two gametes are exactly alike. This variation is why brothers and sisters with the same parents can look very different. When an egg and a sperm join at fertilisation, the full number of chromosomes is restored.`,
  },
  {
    subject: "biology",
    title: "The lymphatic system",
    text: `The lymphatic system is a network of thin vessels and small organs that runs alongside the blood vessels. Its first job is to collect the fluid that leaks out of capillaries into the tissues. This fluid, called lymph, drains into lymph vessels and is eventually returned to the blood near the heart. Unlike the blood, lymph has no pump of its own; it is pushed along when nearby muscles contract, and valves stop it flowing backwards. On its way, lymph passes through lymph nodes, where white blood cells trap and destroy bacteria. This is why the nodes in the neck often swell during a throat infection. If the vessels are damaged or blocked, fluid builds up and the limb swells, a condition known as lymphoedema.`,
  },
  {
    subject: "chemistry",
    title: "Hess's law",
    text: `Hess's law states that the total energy change of a chemical reaction is the same whichever route is taken from the reactants to the products. It was proposed by the Swiss-born chemist Germain Hess in 1840. The law follows from the conservation of energy: if two routes gave different totals, energy could be created by going one way and returning the other. Chemists use it to find energy changes that cannot be measured directly. For example, carbon cannot be burned to carbon monoxide alone, because some carbon dioxide always forms as well. Instead, the energy change is calculated by combining reactions that can be measured. Such calculations are often drawn as an energy cycle, with the two routes shown as arrows.`,
  },
  {
    subject: "physics",
    title: "Specific heat capacity",
    text: `The specific heat capacity of a substance is the energy needed to raise the temperature of one kilogram of it by one degree Celsius. Water has an unusually high value, about 4,200 joules per kilogram per degree, which is roughly five times that of sand. This is why a beach feels hot under the feet on a sunny afternoon while the sea stays cool. It also explains why coastal towns have milder winters than places far inland, since the sea releases its stored heat slowly. Metals such as copper have low values, so a copper pan heats up quickly. To measure the value, a heater of known power warms a block, and the temperature rise is recorded after a set time.`,
  },
  {
    subject: "earth science",
    title: "Seismic waves",
    text: `When an earthquake occurs, energy travels outward from the focus as seismic waves. The fastest are primary waves, or P-waves, which push and pull the rock in the direction they travel and can pass through solids and liquids. Secondary waves, or S-waves, arrive later; they shake the rock from side to side and cannot travel through liquids. Surface waves come last and cause most of the damage to buildings. In the early twentieth century, scientists noticed that S-waves never reached stations on the far side of the Earth. From this shadow zone they concluded that the outer core must be liquid. Seismologists find the distance to an earthquake by measuring the gap between the arrival of the P-waves and the S-waves.`,
  },
  {
    subject: "history",
    title: "The Thirty Years' War",
    text: `The Thirty Years' War was fought mainly in the lands of the Holy Roman Empire from 1618 to 1648. It began when Protestant nobles in Bohemia threw two Catholic officials out of a window in Prague, rebelling against their Habsburg ruler. What started as a religious quarrel drew in Denmark, Sweden and France, and became a struggle for power in Europe. Catholic France even fought on the Protestant side, because it feared the Habsburgs more than it disliked Protestants. Armies lived off the land, and famine and disease followed them. Some regions of Germany lost a third of their people. The war ended with the Peace of Westphalia, which allowed each ruler to choose the religion of his own state.`,
  },
  {
    subject: "history",
    title: "The emancipation of the Russian serfs",
    text: `In 1861, Tsar Alexander II signed a decree that freed the serfs of the Russian Empire, about 23 million people. Serfs had been bound to the land and could be bought and sold with it. Russia's defeat in the Crimean War had convinced the tsar that the country was falling behind the rest of Europe. He also feared a revolt, famously saying that it was better to abolish serfdom from above than to wait for it to abolish itself from below. The freed peasants did not receive land for nothing. They had to make redemption payments to the state for 49 years, and the plots they received were often smaller than the ones they had farmed before. As a result, many remained poor and resentful.`,
  },
  {
    subject: "economics",
    title: "Deadweight loss",
    text: `Deadweight loss is the loss of total welfare that occurs when a market does not produce the efficient quantity of a good. In a free market without outside effects, the price settles where the value to the last buyer equals the cost to the last seller. A tax pushes the price paid by buyers above the price received by sellers, so some trades that would have benefited both sides no longer happen. The government collects revenue from the trades that still take place, but nobody gains from the trades that are lost. On a supply and demand diagram, the deadweight loss appears as a small triangle between the two curves. The more sensitive buyers and sellers are to price, the larger the triangle becomes.`,
  },
  {
    subject: "computing",
    title: "Interrupts",
    text: `An interrupt is a signal that tells the processor to stop what it is doing and deal with an urgent event. Without interrupts, the processor would have to check every device again and again to see whether it needed attention, a wasteful method called polling. When a key is pressed, for example, the keyboard sends an interrupt. The processor finishes its current instruction, saves the state of the running program and jumps to a short routine called an interrupt handler. After the handler has dealt with the event, the saved state is restored and the program carries on as if nothing had happened. Interrupts are given priorities, so that a failing power supply is handled before a mouse movement.`,
  },
  {
    subject: "languages",
    title: "Vowel harmony",
    text: `Vowel harmony is a rule in some languages that the vowels within a word must belong to the same group. Finnish, Hungarian and Turkish are well-known examples. In Finnish, vowels are divided into front vowels, such as "ä" and "y", and back vowels, such as "a" and "u". A suffix therefore has two forms, and the speaker chooses the one that matches the vowels of the root. The ending meaning "in" is "-ssa" after "talo", meaning house, but "-ssä" after "kylä", meaning village. Learners often find the rule easy to understand but hard to apply quickly in speech. Because suffixes change to fit the root, vowel harmony helps listeners tell where one word ends and the next begins.`,
  },
  {
    subject: "law",
    title: "Judicial review",
    text: `Judicial review is the process by which courts examine whether a decision made by a public body was lawful. It does not ask whether the decision was wise, only whether it was made in the right way. In England, a claim must normally be brought within three months of the decision. The courts recognise three main grounds. A decision is illegal if the body had no power to make it, irrational if no reasonable body could have reached it, and procedurally unfair if the person affected was not given a fair hearing. If the claim succeeds, the court can quash the decision, which means it has no legal effect. The public body must then make the decision again, this time lawfully.`,
  },
  {
    subject: "medicine",
    title: "Osteoporosis",
    text: `Osteoporosis is a condition in which the bones become thin and fragile, so they break more easily. Bone is living tissue that is constantly broken down and rebuilt. After about the age of 35, bone is lost faster than it is replaced. Women are at greater risk than men, because the fall in oestrogen after the menopause speeds up bone loss. The condition usually causes no symptoms until a bone breaks, often in the wrist, hip or spine. Doctors diagnose it with a bone density scan, a type of low-dose X-ray. Weight-bearing exercise, such as walking, and a diet rich in calcium and vitamin D help to keep bones strong. Drugs called bisphosphonates slow the rate at which bone is broken down.`,
  },
];

const fringe: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Antibodies",
    text: `Antibodies are Y-shaped proteins made by white blood cells called B cells. Each antibody fits one particular antigen, a molecule on the surface of a germ, in the way that a key fits a lock. When antibodies bind to a germ, they can stop it from entering cells, clump germs together, or mark them for destruction by other white blood cells. The first time the body meets a new germ, it takes several days to make enough of the right antibody, which is why people feel ill. Some B cells then become memory cells. If the same germ returns, these cells produce antibodies much faster, so the infection is often cleared before any symptoms appear.`,
  },
  {
    subject: "biology",
    title: "Transpiration",
    text: `Transpiration is the loss of water vapour from the leaves of a plant. Most of it escapes through tiny pores called stomata, which are found mainly on the underside of leaves. As water evaporates from the leaf, more water is pulled up from the roots through narrow tubes called xylem vessels. This steady flow, known as the transpiration stream, also carries dissolved minerals to every part of the plant. Transpiration is fastest on hot, dry and windy days, because the water vapour outside the leaf is carried away quickly. In dry weather, a plant can close its stomata to save water, but it then takes in less carbon dioxide for photosynthesis.`,
  },
  {
    subject: "chemistry",
    title: "Activation energy",
    text: `Activation energy is the minimum energy that particles need when they collide for a reaction to take place. Particles that collide with less energy than this simply bounce apart. A match does not light by itself, because the chemicals in its head need extra energy to start reacting. Striking the match against the box provides this energy through friction. Once the reaction has begun, it releases enough heat to keep itself going. Raising the temperature speeds up most reactions, since a larger share of the particles then have at least the activation energy. A catalyst works differently: it offers another route for the reaction with a lower activation energy, and it is not used up.`,
  },
  {
    subject: "physics",
    title: "Half-life",
    text: `The half-life of a radioactive substance is the time it takes for half of its unstable nuclei to decay. It cannot be changed by heating, pressure or chemical reactions. Half-lives vary enormously: some isotopes decay in a fraction of a second, while uranium-238 has a half-life of about 4.5 billion years. After one half-life, half of the original nuclei remain; after two, a quarter remain; after three, an eighth. Nobody can predict when a single nucleus will decay, but a large number of them behave in a very regular way. Archaeologists use the half-life of carbon-14, about 5,700 years, to work out the age of bones and wood.`,
  },
  {
    subject: "earth science",
    title: "The rock cycle",
    text: `The rock cycle describes how rocks change from one type into another over millions of years. Igneous rock forms when molten magma cools and hardens, either deep underground or after a volcanic eruption. At the surface, wind, rain and ice break rocks into small fragments. Rivers carry these sediments to lakes and seas, where they settle in layers. Over time, the weight of the layers above presses the lower ones together into sedimentary rock, such as sandstone. When rock is buried deeply or squeezed between colliding plates, heat and pressure turn it into metamorphic rock without melting it. Limestone, for example, becomes marble. If the rock melts completely, it becomes magma again and the cycle continues.`,
  },
  {
    subject: "history",
    title: "The Great Schism of 1054",
    text: `The Great Schism of 1054 split Christianity into two churches: the Roman Catholic Church in the west and the Eastern Orthodox Church in the east. The two halves had been drifting apart for centuries. The west spoke Latin and looked to the Pope in Rome, while the east spoke Greek and was centred on Constantinople. They disagreed over how much power the Pope should have and over a phrase that western churches had added to the Creed. In 1054, a representative of the Pope and the Patriarch of Constantinople excommunicated each other. The sack of Constantinople by western crusaders in 1204 deepened the split. The excommunications were finally lifted in 1965.`,
  },
  {
    subject: "history",
    title: "The Anglo-Zulu War",
    text: `The Anglo-Zulu War was fought in 1879 between the British Empire and the Zulu Kingdom in southern Africa. The British wanted to bring the region into a federation under their control, and they saw the powerful Zulu army as a threat. In January, a Zulu force of about 20,000 warriors overwhelmed a British camp at Isandlwana, one of the worst defeats the British army suffered against an African state. On the same day, about 150 soldiers held off several thousand Zulus at Rorke's Drift. Britain sent large reinforcements, and in July its troops defeated the Zulu army at Ulundi. The Zulu king, Cetshwayo, was captured, and his kingdom was divided into thirteen chiefdoms.`,
  },
  {
    subject: "economics",
    title: "Marginal cost",
    text: `Marginal cost is the extra cost of producing one more unit of a good. A bakery that already runs its ovens all day may find that one more loaf costs only the flour, yeast and a little electricity. Fixed costs, such as rent, do not change with output, so they do not affect marginal cost. At first, marginal cost often falls as workers specialise and machines are used more fully. Beyond a certain point it rises, because the ovens become crowded and staff must be paid overtime. A firm that wants the highest profit keeps producing until the marginal cost of the last unit equals the price it receives for that unit.`,
  },
  {
    subject: "computing",
    title: "The call stack",
    text: `The call stack is an area of memory that keeps track of the functions a program is running. When a function is called, a block of memory called a stack frame is pushed onto the top of the stack. The frame holds the function's local variables and the address to return to when it finishes. When the function returns, its frame is removed, and the program continues from the saved address. Because the last frame added is always the first removed, the stack works on a last in, first out basis. If a recursive function never reaches its base case, frames keep piling up until the memory runs out, an error known as a stack overflow.`,
  },
  {
    subject: "languages",
    title: "Relative clauses",
    text: `A relative clause is a part of a sentence that describes a noun and usually begins with a relative pronoun such as "who", "which" or "that". In "The woman who lives next door is a doctor", the clause "who lives next door" tells us which woman is meant. English has two kinds. A defining clause is needed to identify the noun and is not separated by commas. A non-defining clause only adds extra information, so it sits between commas and cannot begin with "that". In "My brother, who lives in Leeds, is a teacher", the speaker has only one brother. In many languages, such as Japanese, relative clauses come before the noun instead of after it.`,
  },
  {
    subject: "law",
    title: "The burden of proof",
    text: `The burden of proof is the duty to prove the facts of a case. In a criminal trial, it lies on the prosecution, because a defendant is presumed innocent until proven guilty. The prosecution must prove guilt beyond reasonable doubt, which means that the jury must be sure. This high standard reflects the belief that it is worse to convict an innocent person than to let a guilty one go free. In civil cases, such as a claim for breach of contract, the claimant must prove the case on the balance of probabilities. This lower standard is met if the court decides that the claim is more likely true than not.`,
  },
  {
    subject: "medicine",
    title: "Pneumonia",
    text: `Pneumonia is an infection that inflames the air sacs in one or both lungs. The sacs may fill with fluid or pus, which makes it harder for oxygen to pass into the blood. It is most often caused by bacteria, especially Streptococcus pneumoniae, but viruses and fungi can also cause it. Common symptoms include a cough, fever, chest pain and shortness of breath. Babies, people over 65 and those with weak immune systems are most at risk. Doctors usually confirm the diagnosis with a chest X-ray. Bacterial pneumonia is treated with antibiotics, and most healthy adults recover within a few weeks. A vaccine protects against the commonest type of bacteria that causes it.`,
  },
];

const cord: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Blood clotting",
    text: `When a blood vessel is cut, the body quickly seals the wound to stop blood loss. First, the damaged vessel narrows, which reduces the flow of blood to the area. Small cell fragments called platelets then stick to the edges of the cut and to each other, forming a loose plug. Next, a chain of chemical reactions turns a soluble protein in the plasma, fibrinogen, into long threads of fibrin. These threads trap red blood cells and strengthen the plug into a clot. People with haemophilia lack one of the proteins needed for this chain, so their blood clots very slowly. Vitamin K is needed to make several clotting proteins.`,
  },
  {
    subject: "biology",
    title: "Phototropism",
    text: `Phototropism is the growth of a plant towards or away from light. Shoots grow towards light, which helps their leaves absorb more energy for photosynthesis. The response is controlled by a plant hormone called auxin, which is made in the tip of the shoot. When light comes from one side, auxin moves to the shaded side of the shoot. There it makes the cells grow longer, so the shaded side grows faster than the lit side and the shoot bends towards the light. Charles Darwin and his son Francis showed in 1880 that covering the tip of a seedling stopped it from bending. Roots, by contrast, usually grow away from light.`,
  },
  {
    subject: "chemistry",
    title: "Alkali metals",
    text: `The alkali metals are the elements in group 1 of the periodic table, including lithium, sodium and potassium. Each has a single electron in its outer shell, which it loses easily to form an ion with a charge of plus one. This makes them very reactive, so they are stored under oil to keep them away from air and water. They are soft enough to cut with a knife and have low melting points. When an alkali metal is dropped into water, it floats, fizzes and produces hydrogen gas and an alkaline solution. Reactivity increases down the group, because the outer electron is further from the nucleus and is lost more easily.`,
  },
  {
    subject: "physics",
    title: "Convection",
    text: `Convection is the transfer of heat by the movement of a fluid, such as a liquid or a gas. When part of a fluid is heated, its particles spread out, so it becomes less dense and rises. Cooler, denser fluid sinks to take its place, and is heated in turn. This circular flow is called a convection current. A radiator warms a room in this way: air next to it is heated and rises, while cooler air from the far side of the room moves in near the floor. Convection cannot happen in solids, because their particles cannot move from place to place. Inside the Earth, slow convection in the mantle helps to move the tectonic plates.`,
  },
  {
    subject: "earth science",
    title: "Volcanic hotspots",
    text: `A hotspot is an area where a column of unusually hot rock, called a mantle plume, rises from deep inside the Earth. Unlike most volcanoes, hotspots are often found far from the edges of tectonic plates. As a plate moves slowly over a hotspot, magma punches through it and builds a volcano. The plate then carries that volcano away, and a new one forms above the plume. Over millions of years this produces a chain of islands that get older with distance from the hotspot. The Hawaiian Islands formed in this way, and only the youngest island, Hawaii itself, still has active volcanoes. Yellowstone in the United States also sits above a hotspot.`,
  },
  {
    subject: "history",
    title: "The Treaty of Utrecht",
    text: `The Treaty of Utrecht was a series of agreements signed in 1713 and 1714 that ended the War of the Spanish Succession. The war had begun after the childless King Charles II of Spain died and left his throne to Philip, the grandson of Louis XIV of France. Britain, the Dutch Republic and Austria feared that France and Spain would unite into one overwhelming power. Under the treaty, Philip kept the Spanish throne, but he gave up any right to the French crown. Britain gained Gibraltar and Minorca from Spain and Newfoundland from France. The settlement marked the rise of Britain as a great power and the idea of a balance of power in Europe.`,
  },
  {
    subject: "history",
    title: "The Battle of Tours",
    text: `The Battle of Tours was fought in October 732 near the city of Tours in what is now France. An army of the Umayyad Caliphate, led by Abd al-Rahman, had crossed the Pyrenees from Spain and was raiding the rich lands to the north. The Frankish leader Charles Martel gathered an army of foot soldiers and formed them into a tight square on a wooded hill. The Umayyad cavalry charged repeatedly but could not break the Frankish line, and Abd al-Rahman was killed. That night the Umayyad army withdrew south. Later historians often described the battle as the moment that saved Christian Europe, though many now think its importance has been exaggerated.`,
  },
  {
    subject: "economics",
    title: "Deflation",
    text: `Deflation is a general fall in the prices of goods and services over time. It is the opposite of inflation. Although falling prices sound good for shoppers, deflation can harm an economy. If people expect prices to keep falling, they may delay buying things, which reduces demand and leads firms to cut jobs. Debts also become harder to repay, because the money owed stays the same while wages and prices fall. Japan experienced long periods of mild deflation from the late 1990s onwards. To fight deflation, a central bank usually cuts interest rates, and if rates are already near zero, it may create new money to buy bonds.`,
  },
  {
    subject: "computing",
    title: "The TCP handshake",
    text: `Before two computers exchange data using the Transmission Control Protocol, or TCP, they set up a connection with a three-way handshake. First, the client sends a message with a flag called SYN, asking to open a connection. The server replies with a message carrying both SYN and ACK flags, which acknowledges the request and makes its own. Finally, the client sends an ACK, and the connection is open. During the handshake, each side chooses a starting sequence number, which lets the other side put the data back in order and notice missing pieces. An attacker can flood a server with SYN messages and never finish the handshake, an attack known as a SYN flood.`,
  },
  {
    subject: "languages",
    title: "The passive voice",
    text: `In the passive voice, the object of an action becomes the subject of the sentence. "The cat chased the mouse" is active, while "The mouse was chased by the cat" is passive. In English, the passive is formed with a form of the verb "be" and the past participle, such as "was chased". The person or thing that does the action can be named with "by", or left out altogether. Scientists often use the passive in reports, because it keeps the focus on what was done rather than who did it. Style guides warn that too many passive sentences can make writing hard to follow. Some languages, such as Indonesian, use the passive far more often than English.`,
  },
  {
    subject: "law",
    title: "Consideration",
    text: `In English contract law, consideration is something of value that each party gives in exchange for the other's promise. It may be money, goods, a service or a promise to do something. A promise made without consideration, such as a promise to give a gift, cannot usually be enforced unless it is made in a deed. Consideration must be sufficient but need not be adequate, which means that it must have some value, but the courts will not ask whether the bargain was a fair one. A famous case held that chocolate wrappers could count as part of the price. Past consideration, something done before the promise was made, is generally not valid.`,
  },
  {
    subject: "medicine",
    title: "Cholesterol",
    text: `Cholesterol is a fatty substance that the body needs to build cell membranes and to make some hormones and vitamin D. It is carried in the blood by proteins called lipoproteins. Low-density lipoprotein, or LDL, carries cholesterol to the cells, and too much of it can build up in the walls of the arteries. High-density lipoprotein, or HDL, carries cholesterol back to the liver, where it is removed. For this reason, LDL is often called bad cholesterol and HDL good cholesterol. A high level of LDL increases the risk of heart attacks and strokes. It can be lowered by eating less saturated fat, exercising regularly, and in some cases taking drugs called statins.`,
  },
];

const braid: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Fish gills",
    text: `Fish breathe by taking oxygen from the water through their gills. Water enters through the mouth and flows out over the gills, which lie on each side of the head behind a bony flap called the operculum. Each gill is made of thin filaments covered in tiny folds called lamellae, which give a very large surface area. Blood in the lamellae flows in the opposite direction to the water. This arrangement is called countercurrent exchange, and it keeps the water next to the blood richer in oxygen all the way along, so oxygen keeps diffusing into the blood. As a result, fish can take up about 80 per cent of the oxygen in the water. Gills collapse in air, which is why most fish suffocate on land.`,
  },
  {
    subject: "biology",
    title: "Lysosomes",
    text: `A lysosome is a small sac inside an animal cell that breaks down waste. It is surrounded by a single membrane and filled with digestive enzymes. These enzymes work best in acid, so the lysosome pumps in hydrogen ions to keep its inside at a pH of about 5. Lysosomes digest worn-out parts of the cell, such as old mitochondria, in a process called autophagy. White blood cells use them to destroy bacteria that they have swallowed. The Belgian scientist Christian de Duve discovered lysosomes in 1955 and later shared a Nobel Prize for the work. When a gene for one of the enzymes is faulty, undigested material builds up in the cell and causes diseases such as Tay-Sachs disease.`,
  },
  {
    subject: "chemistry",
    title: "Transition metals",
    text: `The transition metals are the block of elements in the middle of the periodic table, between groups 2 and 3. They include iron, copper, nickel and chromium. Compared with the alkali metals, they are harder, denser and have much higher melting points. Many of them form ions with different charges: iron, for example, forms both Fe2+ and Fe3+ ions. Their compounds are often coloured, which is why copper sulfate is blue and iron(III) oxide is reddish-brown. Transition metals and their compounds are also good catalysts. Iron speeds up the Haber process, and nickel is used to harden vegetable oils into margarine. Because they are strong and do not react quickly with water, they are widely used for building and for making tools.`,
  },
  {
    subject: "physics",
    title: "Eddy currents",
    text: `Eddy currents are loops of electric current that flow inside a piece of metal when the magnetic field through it changes. They are produced by electromagnetic induction, the same effect that makes a generator work. By Lenz's law, an eddy current always flows in the direction that opposes the change that caused it. For this reason, a magnet dropped down a copper pipe falls slowly, because the currents it induces in the pipe push back against its motion. Trains and roller coasters use this effect in magnetic brakes, which slow the vehicle without touching it. Eddy currents also waste energy as heat. Transformer cores are therefore made of thin sheets of iron separated by insulation, which stops large currents from flowing.`,
  },
  {
    subject: "earth science",
    title: "Loess",
    text: `Loess is a fine, yellowish sediment made of silt that has been carried and dropped by the wind. Most loess formed during the ice ages. Glaciers ground rock into fine powder, and when the ice melted, rivers spread this powder over wide plains. Strong winds then lifted the dry silt and laid it down in thick blankets far from the ice. The largest deposits are on the Loess Plateau in northern China, where they are more than 300 metres deep in places. Soils formed on loess are very fertile, so these regions are important for farming. However, loess erodes easily when it is wet, and the Yellow River takes its colour from the loess that it carries.`,
  },
  {
    subject: "history",
    title: "The Louisiana Purchase",
    text: `The Louisiana Purchase was the sale of a huge area of North America by France to the United States in 1803. The territory stretched from the Mississippi River to the Rocky Mountains and roughly doubled the size of the country. President Thomas Jefferson first wanted only to buy the port of New Orleans, because American farmers shipped their goods down the Mississippi through it. Napoleon offered the whole territory instead, since he needed money for his wars in Europe and had lost his army in Haiti. The United States paid about 15 million dollars, or less than three cents an acre. Jefferson then sent Lewis and Clark to explore the new land. The purchase was later divided into all or part of fifteen states.`,
  },
  {
    subject: "history",
    title: "The Battle of Bosworth Field",
    text: `The Battle of Bosworth Field was fought in Leicestershire on 22 August 1485. It was the last major battle of the Wars of the Roses. Richard III, the Yorkist king, faced Henry Tudor, who had landed in Wales with an army of French soldiers and English exiles. During the battle, the powerful Stanley family waited to see which side would win. When Richard charged at Henry with his knights, William Stanley attacked him from the side. Richard was killed, and he was the last English king to die in battle. Henry became King Henry VII and founded the Tudor dynasty. In 2012, archaeologists found Richard's skeleton under a car park in Leicester.`,
  },
  {
    subject: "economics",
    title: "Crowding out",
    text: `Crowding out is the idea that more government spending can reduce spending by private businesses. When a government borrows heavily to pay for its spending, it competes with firms for the money that savers lend. This extra demand for loans pushes up interest rates. Higher interest rates make it more expensive for firms to borrow, so some of them cancel plans to build factories or buy machines. As a result, part of the boost that government spending gives to the economy is lost. Economists disagree about how large the effect is. Crowding out is usually weaker in a recession, when many savers want to lend and few firms want to borrow.`,
  },
  {
    subject: "computing",
    title: "Content delivery networks",
    text: `A content delivery network, or CDN, is a group of servers spread around the world that store copies of a website's files. When a user visits the site, the files are sent from the server closest to them rather than from the website's own server. This cuts the time data spends travelling, so pages load faster. Each of these servers is called an edge server. A CDN mainly stores files that rarely change, such as images, videos and style sheets. Because the traffic is shared across many servers, a CDN also helps a site survive sudden rushes of visitors and denial-of-service attacks. Akamai, founded in 1998, was one of the first CDN companies.`,
  },
  {
    subject: "languages",
    title: "Evidentiality",
    text: `Evidentiality is the marking in grammar of how a speaker knows what they are saying. In English, a speaker can add words such as "apparently" or "I heard", but nothing in the grammar requires it. In some languages, however, every statement must show its source. Turkish, for example, uses one past tense ending for events the speaker saw and another for events they were told about or worked out. Quechua, spoken in the Andes, has separate markers for direct experience, hearsay and guesswork. These markers are called evidentials. Speakers of such languages find it odd to report a fact without saying how they learned it.`,
  },
  {
    subject: "law",
    title: "Frustration of contract",
    text: `Frustration is a rule of contract law that ends a contract when an event after it was made makes it impossible to perform or changes its purpose completely. The event must not be the fault of either party and must not have been foreseen in the contract. In the English case of Taylor v Caldwell in 1863, a music hall that had been hired for concerts burned down before the first one, and the court held that both sides were released. When a contract is frustrated, neither party has to carry out what remains. Courts apply the rule narrowly. A contract is not frustrated just because it has become more expensive or less profitable for one side.`,
  },
  {
    subject: "medicine",
    title: "Pacemakers",
    text: `A pacemaker is a small device that keeps the heart beating at a steady rate. Normally, a group of cells called the sinoatrial node sends out the electrical signals that make the heart contract. If this natural pacemaker fails, or the signals are blocked on their way through the heart, the heartbeat can become too slow, which causes tiredness and fainting. An artificial pacemaker is placed under the skin below the collarbone, and thin wires called leads run through a vein into the heart. When the device senses that the heart has missed a beat, it sends a small electrical pulse. Its battery usually lasts between 5 and 15 years. The first fully implanted pacemaker was fitted in Sweden in 1958.`,
  },
];

const ribbon: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Xerophytes",
    text: `Xerophytes are plants that are adapted to live in very dry places, such as deserts and sand dunes. Their main problem is losing water through transpiration. Many of them have thick, waxy cuticles that water cannot pass through easily. Some, such as marram grass, roll their leaves into tubes, which traps moist air around the stomata and slows the loss of water. Cacti have spines instead of broad leaves, so they have a much smaller surface for water to escape from. Their stems are swollen and store water for long dry periods. The roots of a xerophyte may spread widely just below the surface to catch rain quickly, or grow very deep to reach water underground.`,
  },
  {
    subject: "biology",
    title: "Tendons and ligaments",
    text: `Tendons and ligaments are tough bands of connective tissue made mostly of the protein collagen. A tendon joins a muscle to a bone. When the muscle contracts, it pulls on the tendon, and the tendon pulls the bone. The Achilles tendon, at the back of the ankle, is the largest tendon in the human body. A ligament joins one bone to another at a joint and keeps the joint stable. Ligaments stretch a little, but if they are stretched too far, they tear, an injury called a sprain. Both tissues have a poor blood supply, which is why they heal much more slowly than muscle. A torn ligament in the knee often needs surgery.`,
  },
  {
    subject: "chemistry",
    title: "Hydrogen fuel cells",
    text: `A hydrogen fuel cell produces electricity from a chemical reaction between hydrogen and oxygen. Hydrogen gas is fed to the negative electrode, where it splits into hydrogen ions and electrons. The electrons travel through an external circuit to the positive electrode, and this flow is the electric current. The ions pass through a membrane called the electrolyte. At the positive electrode, the ions, the electrons and oxygen from the air combine to form water, which is the only waste product. Unlike a battery, a fuel cell does not run down: it keeps working as long as hydrogen is supplied. However, most hydrogen today is made from natural gas, which releases carbon dioxide.`,
  },
  {
    subject: "physics",
    title: "Capacitors",
    text: `A capacitor is an electrical component that stores energy in an electric field. It is made of two metal plates separated by an insulator called the dielectric. When a capacitor is connected to a battery, electrons build up on one plate and leave the other, so the plates become oppositely charged. The amount of charge a capacitor can store for each volt is called its capacitance, which is measured in farads. A capacitor can release its energy very quickly, which is why camera flashes use one. Capacitors are also used to smooth the output of power supplies and to block steady currents while letting changing signals pass. The first capacitor, the Leyden jar, was invented in 1745.`,
  },
  {
    subject: "earth science",
    title: "Rift valleys",
    text: `A rift valley is a long, low valley that forms where two tectonic plates are pulling apart. As the crust stretches, it becomes thinner and cracks along faults. The land between two parallel faults then sinks, leaving steep walls on either side. The East African Rift is the best-known example: it runs for about 6,000 kilometres from the Red Sea to Mozambique. Volcanoes such as Mount Kilimanjaro formed nearby because magma rises easily through the thin crust. Deep lakes, including Lake Tanganyika, fill parts of the valley floor. If the plates keep separating, the sea may eventually flood the rift, as it already has in the Red Sea.`,
  },
  {
    subject: "history",
    title: "The Seven Years' War",
    text: `The Seven Years' War was a global conflict fought from 1756 to 1763. Britain and Prussia fought against France, Austria and Russia, and the fighting spread to Europe, North America, India and the Caribbean. In North America, where it is often called the French and Indian War, British forces captured Quebec in 1759 after General James Wolfe defeated the French on the Plains of Abraham. Prussia survived in Europe mainly because Russia changed sides after Empress Elizabeth died in 1762. The Treaty of Paris in 1763 gave Britain Canada and most of France's lands east of the Mississippi. The war left Britain deeply in debt, so it raised taxes on its American colonies.`,
  },
  {
    subject: "history",
    title: "The Colossus of Rhodes",
    text: `The Colossus of Rhodes was a huge bronze statue of the sun god Helios that stood on the Greek island of Rhodes. The people of Rhodes built it to celebrate their victory over an army that besieged the city in 305 BC. They paid for it partly by selling the weapons and siege engines that the enemy left behind. The sculptor Chares of Lindos took twelve years to finish it, and it was about 33 metres tall. The statue stood for only 54 years before an earthquake broke it at the knees in 226 BC. It was one of the Seven Wonders of the Ancient World. Nobody knows exactly what it looked like.`,
  },
  {
    subject: "economics",
    title: "Fractional reserve banking",
    text: `Fractional reserve banking is a system in which banks keep only a small part of their customers' deposits as cash and lend out the rest. The part they must keep is called the reserve ratio. When a bank lends money, the borrower spends it, and the people who receive it deposit it in other banks, which lend out most of it again. In this way, each deposit supports several loans, so the banking system creates new money. If the reserve ratio is 10 per cent, one deposit of 100 pounds can in theory become 1,000 pounds of money in total. The system works only while depositors trust their banks, because no bank can repay all its deposits at once.`,
  },
  {
    subject: "computing",
    title: "Software containers",
    text: `A software container is a package that holds a program together with everything it needs to run, such as its libraries and settings. Because the container carries its own environment, the program behaves the same way on a developer's laptop as on a server. Containers share the operating system of the computer they run on, so they start in seconds and use far less memory than virtual machines, which each run a whole operating system. Docker, released in 2013, made containers popular. Large applications are often split into many small containers, and tools such as Kubernetes start, stop and move them automatically when demand changes.`,
  },
  {
    subject: "languages",
    title: "Word stress",
    text: `Word stress is the extra force given to one syllable of a word when it is spoken. A stressed syllable is usually louder, longer and higher in pitch than the others. In English, stress can change the meaning or the class of a word: "REcord" with stress on the first syllable is a noun, while "reCORD" is a verb. English stress is hard for learners because it does not follow a single rule. Some languages are more regular. In French, the stress falls on the last syllable of a phrase, while in Polish it almost always falls on the second-to-last syllable. Dictionaries mark the stressed syllable with a small vertical line before it.`,
  },
  {
    subject: "law",
    title: "Duress",
    text: `Duress is a defence in which a person admits committing a crime but claims that they were forced to do it by a threat of death or serious injury. The threat must be so strong that a reasonable person in the same position would also have given in. The defendant must also have had no safe way to escape or to go to the police. In English law, duress cannot be used as a defence to murder, because the law expects a person to give up their own life rather than take an innocent one. A person who voluntarily joins a criminal gang cannot usually rely on threats made by the gang later.`,
  },
  {
    subject: "medicine",
    title: "Kidney dialysis",
    text: `Dialysis is a treatment that removes waste and extra water from the blood when the kidneys no longer work properly. In haemodialysis, blood is pumped out of the body through a needle in the arm and passed through a machine called a dialyser. Inside the dialyser, the blood flows past a thin membrane, and waste such as urea diffuses across it into a special fluid. The cleaned blood is then returned to the body. Most patients need three sessions a week, each lasting about four hours. In peritoneal dialysis, the lining of the abdomen acts as the membrane instead. Dialysis keeps patients alive, but only a kidney transplant can restore normal kidney function.`,
  },
];

const pommel: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Blood groups",
    text: `A person's blood group depends on which antigens are found on the surface of their red blood cells. In the ABO system there are four main groups: A, B, AB and O. People with group A have A antigens, and their plasma contains antibodies against B antigens. If a patient receives blood of the wrong group, these antibodies make the donated cells clump together, which can block small vessels and kill. Group O blood has neither antigen, so it can be given to patients of any group in an emergency. The Austrian doctor Karl Landsteiner discovered the ABO groups in 1901. Blood is also either Rhesus positive or Rhesus negative, depending on another antigen, called D.`,
  },
  {
    subject: "biology",
    title: "Spider silk",
    text: `Spider silk is a protein fibre that spiders make in glands in their abdomen. The silk leaves the body as a liquid through small nozzles called spinnerets and hardens as it is pulled. A single spider can make up to seven kinds of silk, each for a different job. Dragline silk, which the spider hangs from, is very strong, while the sticky silk of the capture spiral stretches to absorb the impact of flying insects. Weight for weight, dragline silk is stronger than steel. Many orb-weaving spiders eat their old web each morning, so they can reuse the protein to make a new one. Scientists have put spider silk genes into goats and bacteria in an attempt to produce the silk in large amounts.`,
  },
  {
    subject: "chemistry",
    title: "Solubility",
    text: `Solubility is the greatest mass of a substance that will dissolve in a given amount of solvent at a particular temperature. It is often given in grams per 100 grams of water. A solution that holds as much solute as it can at that temperature is called a saturated solution. For most solids, solubility rises as the temperature increases, which is why sugar dissolves more easily in hot tea than in cold. Gases behave the other way: they are less soluble in warm water. For this reason, fish in warm ponds can run short of oxygen in summer. A graph of solubility against temperature is called a solubility curve.`,
  },
  {
    subject: "physics",
    title: "Ultrasound",
    text: `Ultrasound is sound with a frequency above 20,000 hertz, too high for humans to hear. When ultrasound meets a boundary between two materials, part of the wave is reflected. A scanner sends short pulses into the body and measures how long the echoes take to return, and a computer uses these times to build up an image. Because ultrasound does not damage cells in the way X-rays can, it is used to check the growth of a baby before birth. The same idea is used in industry to find cracks inside metal parts. Bats and dolphins also use ultrasound to find their way and to locate prey.`,
  },
  {
    subject: "earth science",
    title: "Alluvial fans",
    text: `An alluvial fan is a fan-shaped deposit of sediment that forms where a fast stream leaves a steep mountain valley and flows onto a flat plain. As the valley opens out, the water spreads and slows down, so it can no longer carry its load. The coarsest material, such as boulders and gravel, is dropped first, near the top of the fan, while fine sand and silt are carried further out. Over time, the stream shifts from side to side and builds up a wide cone. Alluvial fans are most common in dry regions, where sudden storms wash large amounts of rock down from bare mountains. Many towns in deserts are built on fans because groundwater collects in their gravels.`,
  },
  {
    subject: "history",
    title: "The Battle of Trafalgar",
    text: `The Battle of Trafalgar was a naval battle fought off the south-west coast of Spain on 21 October 1805. A British fleet of 27 ships under Admiral Horatio Nelson defeated a combined French and Spanish fleet of 33 ships. Instead of forming a single line parallel to the enemy, Nelson sent his ships in two columns straight at the enemy line, cutting it into pieces. The British did not lose a single ship, while the French and Spanish lost 22. Nelson was shot by a French marksman during the battle and died a few hours later. The victory ended Napoleon's plans to invade Britain, and Britain ruled the seas for the next century.`,
  },
  {
    subject: "history",
    title: "The Spartacus revolt",
    text: `The Spartacus revolt was the largest slave uprising against the Roman Republic. It began in 73 BC, when about 70 gladiators escaped from a training school in Capua, in southern Italy. Their leader, Spartacus, was a Thracian who had once served in the Roman army. Thousands of runaway slaves and poor farmers joined them, and their army grew to perhaps 70,000 people. For two years they defeated several Roman armies sent against them. In 71 BC the wealthy general Marcus Crassus finally crushed the revolt, and Spartacus was killed in battle. About 6,000 captured rebels were crucified along the road from Capua to Rome as a warning to others.`,
  },
  {
    subject: "economics",
    title: "The gold standard",
    text: `The gold standard was a system in which a country's money could be exchanged for a fixed amount of gold. Britain adopted it in 1821, and by the 1870s most major economies had followed. Because every currency was tied to gold, exchange rates between them stayed fixed, which made international trade easier. However, a government could not print more money than its gold reserves allowed, so it could not easily fight a recession. During the Great Depression, countries abandoned the gold standard one after another, and those that left early generally recovered sooner. Today no country uses it, and the value of money rests on trust in the government that issues it.`,
  },
  {
    subject: "computing",
    title: "Load testing",
    text: `Load testing is a kind of software testing that checks how a system behaves when many people use it at once. Testers use tools that pretend to be thousands of users, all sending requests to the system at the same time. They measure the response time, the number of requests handled each second and the rate of errors. A load test can reveal a bottleneck, the slowest part of the system, which limits how fast the whole system can go. A stress test goes further and keeps adding users until the system fails, to find its breaking point. Online shops often run load tests before big sales, when traffic can rise tenfold in minutes.`,
  },
  {
    subject: "languages",
    title: "Morphemes",
    text: `A morpheme is the smallest unit of language that has a meaning of its own. The word "unhappiness" has three morphemes: "un", "happy" and "ness". A free morpheme can stand alone as a word, such as "happy" or "book". A bound morpheme, such as "un" or the plural "s", must be attached to another morpheme. Bound morphemes that change the meaning or the class of a word are called derivational, while those that mark grammar, such as the past tense "ed", are called inflectional. Languages differ greatly in how many morphemes they pack into one word. In Turkish, a single long word can express what English says in a whole sentence.`,
  },
  {
    subject: "law",
    title: "Probation",
    text: `Probation is a sentence that lets an offender stay in the community under supervision instead of going to prison. The offender must follow conditions set by the court, such as reporting regularly to a probation officer, staying away from certain places or attending a programme to treat drug addiction. If the offender breaks the conditions, they can be brought back to court and given a harsher sentence, including prison. Probation is most often used for first-time offenders and for less serious crimes. Supporters argue that it costs far less than prison and helps offenders keep jobs and family ties, which makes them less likely to reoffend.`,
  },
  {
    subject: "medicine",
    title: "Osteoarthritis",
    text: `Osteoarthritis is a condition in which the cartilage that covers the ends of bones in a joint wears away. Without this smooth layer, the bones rub against each other, causing pain, stiffness and swelling. It most often affects the knees, hips, hands and spine. The risk rises with age, and it is higher in people who are overweight, because extra weight puts more pressure on the joints. Regular exercise strengthens the muscles around a joint and can reduce pain. Painkillers and physiotherapy help many patients. When a joint is badly damaged, surgeons can replace it with an artificial one made of metal and plastic.`,
  },
];

const cravat: Omit<CorpusPassage, "split">[] = [
  {
    subject: "biology",
    title: "Antlers",
    text: `Antlers are bony structures that grow from the heads of deer. Unlike horns, which grow throughout an animal's life, antlers are shed and regrown every year. In most species only the males grow them; reindeer are the exception, since both sexes have antlers. While an antler is growing, it is covered in a soft, hairy skin called velvet, which carries blood vessels that supply the bone. Antlers can grow by more than two centimetres a day, making them one of the fastest-growing tissues in any mammal. When growth stops in late summer, the velvet dries and the deer rubs it off against trees. Males use their antlers to fight rivals for mates during the autumn rut.`,
  },
  {
    subject: "biology",
    title: "Autumn leaves",
    text: `In autumn, the leaves of many trees turn yellow, orange or red before they fall. During the summer, leaves are green because they contain large amounts of chlorophyll, the pigment that absorbs light for photosynthesis. As the days shorten and temperatures fall, trees stop making chlorophyll and break down what is left, moving its nitrogen into the branches to be reused in spring. This reveals yellow and orange pigments called carotenoids, which were present all along. Red colours come from anthocyanins, which some trees produce in autumn from sugars trapped in the leaf. A layer of cells forms where each leaf joins the twig, and the leaf eventually breaks off there. Shedding leaves helps trees save water through the winter.`,
  },
  {
    subject: "chemistry",
    title: "The halogens",
    text: `The halogens are the elements in group 7 of the periodic table: fluorine, chlorine, bromine and iodine. Each of their atoms has seven electrons in its outer shell, so it needs to gain only one electron to become stable. This makes the halogens very reactive non-metals. Their reactivity decreases down the group, because the outer shell is further from the nucleus and attracts an extra electron less strongly. At room temperature, fluorine and chlorine are gases, bromine is a red-brown liquid and iodine is a grey solid. A more reactive halogen displaces a less reactive one from its compounds; for example, chlorine displaces bromine from potassium bromide. Chlorine is used to kill bacteria in drinking water.`,
  },
  {
    subject: "physics",
    title: "Escape velocity",
    text: `Escape velocity is the minimum speed an object needs to break free from a planet's gravity without any further push. On Earth, it is about 11.2 kilometres per second, or roughly 40,000 kilometres per hour. The value depends on the mass and radius of the planet, not on the mass of the object, so a pebble and a spacecraft need the same speed. On the Moon, which has much weaker gravity, escape velocity is only 2.4 kilometres per second. Rockets do not actually reach escape velocity at launch; instead, their engines keep firing as they climb, adding energy gradually. If a body is so dense that its escape velocity exceeds the speed of light, nothing can leave it, and it becomes a black hole.`,
  },
  {
    subject: "earth science",
    title: "Mid-ocean ridges",
    text: `A mid-ocean ridge is an underwater mountain range that forms where two tectonic plates move apart. As the plates separate, hot rock from the mantle rises, partly melts and fills the gap, creating new oceanic crust. This process is called seafloor spreading. The Mid-Atlantic Ridge runs down the middle of the Atlantic Ocean and widens it by about two and a half centimetres a year. In Iceland, the ridge rises above sea level, so visitors can walk through the valley between the two plates. Rocks near a ridge are young, and they become steadily older with distance from it. Hydrothermal vents along the ridges release hot, mineral-rich water that supports unusual animals such as giant tube worms.`,
  },
  {
    subject: "history",
    title: "The Battle of Stalingrad",
    text: `The Battle of Stalingrad was fought between Germany and the Soviet Union from August 1942 to February 1943. Hitler wanted to capture the city, which bore Stalin's name and lay on the River Volga, to secure the route to the oil fields of the Caucasus. German bombing reduced much of Stalingrad to ruins, and soldiers fought from street to street and even room to room. In November 1942, the Red Army launched Operation Uranus, attacking the weaker Romanian forces on the flanks and encircling the German Sixth Army. General Friedrich Paulus surrendered on 31 January 1943, against Hitler's orders. Around two million soldiers and civilians were killed, wounded or captured. The defeat ended Germany's advance in the east.`,
  },
  {
    subject: "history",
    title: "The Council of Nicaea",
    text: `The Council of Nicaea was a meeting of Christian bishops held in 325 AD in the city of Nicaea, in what is now Turkey. It was called by the Roman emperor Constantine, who wanted to end a dispute that was dividing the Church. A priest from Alexandria named Arius taught that Jesus had been created by God and was therefore not fully equal to him. Most of the bishops rejected this view, and the council agreed a statement of belief known as the Nicene Creed. Arius was sent into exile. The council also set rules for calculating the date of Easter. It was the first attempt to bring together bishops from across the whole empire.`,
  },
  {
    subject: "economics",
    title: "Currency unions",
    text: `A currency union is a group of countries that share a single currency. The largest today is the eurozone, where twenty members of the European Union use the euro. Sharing a currency removes the cost of exchanging money and the risk that exchange rates will change, which encourages trade between members. It also makes prices easier to compare across borders. However, members give up control of their own interest rates, which are set by a shared central bank, in the eurozone's case the European Central Bank in Frankfurt. A country in recession cannot lower its rates or let its currency fall to help its exporters. During the debt crisis that began in 2009, Greece suffered badly for this reason.`,
  },
  {
    subject: "computing",
    title: "Database sharding",
    text: `Sharding is a way of splitting a large database across several servers. Each server, or shard, holds only part of the data, such as the customers whose surnames begin with certain letters. Because the work is spread out, the system can handle far more reads and writes than a single machine could. A shard key decides which shard stores each record, and choosing it well is important. If the key is poorly chosen, one shard may receive most of the traffic while the others sit idle, a problem known as a hotspot. Queries that need data from many shards are slower, because the results must be gathered and combined. Large websites such as social networks rely on sharding to store billions of records.`,
  },
  {
    subject: "languages",
    title: "Swahili noun classes",
    text: `Swahili, a Bantu language spoken by more than sixty million people in East Africa, sorts its nouns into classes. Each class is marked by a prefix at the start of the noun, and the prefix changes between the singular and the plural. For example, mtoto means "child" and watoto means "children", while kitabu means "book" and vitabu means "books". The class of a noun also controls the prefixes on the adjectives and verbs that go with it, a pattern called agreement. So a big book is kitabu kikubwa, but a big child is mtoto mkubwa. Linguists count around fifteen noun classes in Swahili. Many classes loosely group nouns by meaning, such as people, trees or small objects.`,
  },
  {
    subject: "law",
    title: "Self-defence",
    text: `In criminal law, self-defence allows a person to use force to protect themselves or others from an attack. In England and Wales, the force used must be reasonable in the circumstances as the defendant honestly believed them to be. A person who is attacked does not have to wait to be struck first, and the courts accept that someone in danger cannot weigh their response precisely. However, force that is clearly excessive, such as continuing to hit an attacker who has already been knocked out, is not protected. Householders who confront an intruder are given more leeway: their force will only be unlawful if it was grossly disproportionate. If self-defence succeeds, the defendant is acquitted completely.`,
  },
  {
    subject: "medicine",
    title: "Coeliac disease",
    text: `Coeliac disease is an autoimmune condition in which the immune system reacts to gluten, a protein found in wheat, barley and rye. When a person with the disease eats gluten, their body attacks the lining of the small intestine, damaging the tiny finger-like projections called villi that absorb nutrients. This can cause diarrhoea, bloating, tiredness and weight loss, and in children it can slow growth. The condition affects about one person in a hundred, and it often runs in families. It is diagnosed with a blood test for particular antibodies, usually followed by a biopsy of the intestine. There is no cure, but a strict gluten-free diet allows the intestine to heal and controls the symptoms.`,
  },
];

export const questionCorpus: CorpusPassage[] = (() => {
  const seen = new Map<string, number>();
  const halves = passages.map((passage): CorpusPassage => {
    const index = seen.get(passage.subject) ?? 0;
    seen.set(passage.subject, index + 1);
    return { ...passage, split: index % 2 === 0 ? "dev" : "held-out" };
  });
  return [
    ...halves,
    ...fresh.map((passage): CorpusPassage => ({ ...passage, split: "fresh" })),
    ...unseen.map((passage): CorpusPassage => ({ ...passage, split: "unseen" })),
    ...final.map((passage): CorpusPassage => ({ ...passage, split: "final" })),
    ...last.map((passage): CorpusPassage => ({ ...passage, split: "last" })),
    ...closing.map((passage): CorpusPassage => ({ ...passage, split: "closing" })),
    ...coda.map((passage): CorpusPassage => ({ ...passage, split: "coda" })),
    ...epilogue.map((passage): CorpusPassage => ({ ...passage, split: "epilogue" })),
    ...afterword.map((passage): CorpusPassage => ({ ...passage, split: "afterword" })),
    ...appendix.map((passage): CorpusPassage => ({ ...passage, split: "appendix" })),
    ...postscript.map((passage): CorpusPassage => ({ ...passage, split: "postscript" })),
    ...colophon.map((passage): CorpusPassage => ({ ...passage, split: "colophon" })),
    ...envoi.map((passage): CorpusPassage => ({ ...passage, split: "envoi" })),
    ...addendum.map((passage): CorpusPassage => ({ ...passage, split: "addendum" })),
    ...supplement.map((passage): CorpusPassage => ({ ...passage, split: "supplement" })),
    ...annex.map((passage): CorpusPassage => ({ ...passage, split: "annex" })),
    ...rider.map((passage): CorpusPassage => ({ ...passage, split: "rider" })),
    ...codicil.map((passage): CorpusPassage => ({ ...passage, split: "codicil" })),
    ...marginalia.map((passage): CorpusPassage => ({ ...passage, split: "marginalia" })),
    ...glossary.map((passage): CorpusPassage => ({ ...passage, split: "glossary" })),
    ...lexicon.map((passage): CorpusPassage => ({ ...passage, split: "lexicon" })),
    ...thesaurus.map((passage): CorpusPassage => ({ ...passage, split: "thesaurus" })),
    ...concordance.map((passage): CorpusPassage => ({ ...passage, split: "concordance" })),
    ...indexPart.map((passage): CorpusPassage => ({ ...passage, split: "index" })),
    ...catalogue.map((passage): CorpusPassage => ({ ...passage, split: "catalogue" })),
    ...almanac.map((passage): CorpusPassage => ({ ...passage, split: "almanac" })),
    ...gazetteer.map((passage): CorpusPassage => ({ ...passage, split: "gazetteer" })),
    ...register.map((passage): CorpusPassage => ({ ...passage, split: "register" })),
    ...directory.map((passage): CorpusPassage => ({ ...passage, split: "directory" })),
    ...ledger.map((passage): CorpusPassage => ({ ...passage, split: "ledger" })),
    ...roster.map((passage): CorpusPassage => ({ ...passage, split: "roster" })),
    ...inventory.map((passage): CorpusPassage => ({ ...passage, split: "inventory" })),
    ...manifest.map((passage): CorpusPassage => ({ ...passage, split: "manifest" })),
    ...waybill.map((passage): CorpusPassage => ({ ...passage, split: "waybill" })),
    ...consignment.map((passage): CorpusPassage => ({ ...passage, split: "consignment" })),
    ...docket.map((passage): CorpusPassage => ({ ...passage, split: "docket" })),
    ...voucher.map((passage): CorpusPassage => ({ ...passage, split: "voucher" })),
    ...tally.map((passage): CorpusPassage => ({ ...passage, split: "tally" })),
    ...invoice.map((passage): CorpusPassage => ({ ...passage, split: "invoice" })),
    ...receipt.map((passage): CorpusPassage => ({ ...passage, split: "receipt" })),
    ...statement.map((passage): CorpusPassage => ({ ...passage, split: "statement" })),
    ...bulletin.map((passage): CorpusPassage => ({ ...passage, split: "bulletin" })),
    ...dispatch.map((passage): CorpusPassage => ({ ...passage, split: "dispatch" })),
    ...missive.map((passage): CorpusPassage => ({ ...passage, split: "missive" })),
    ...epistle.map((passage): CorpusPassage => ({ ...passage, split: "epistle" })),
    ...memo.map((passage): CorpusPassage => ({ ...passage, split: "memo" })),
    ...letter.map((passage): CorpusPassage => ({ ...passage, split: "letter" })),
    ...postcard.map((passage): CorpusPassage => ({ ...passage, split: "postcard" })),
    ...telegram.map((passage): CorpusPassage => ({ ...passage, split: "telegram" })),
    ...pamphlet.map((passage): CorpusPassage => ({ ...passage, split: "pamphlet" })),
    ...leaflet.map((passage): CorpusPassage => ({ ...passage, split: "leaflet" })),
    ...brochure.map((passage): CorpusPassage => ({ ...passage, split: "brochure" })),
    ...flyer.map((passage): CorpusPassage => ({ ...passage, split: "flyer" })),
    ...circular.map((passage): CorpusPassage => ({ ...passage, split: "circular" })),
    ...handbill.map((passage): CorpusPassage => ({ ...passage, split: "handbill" })),
    ...notice.map((passage): CorpusPassage => ({ ...passage, split: "notice" })),
    ...placard.map((passage): CorpusPassage => ({ ...passage, split: "placard" })),
    ...poster.map((passage): CorpusPassage => ({ ...passage, split: "poster" })),
    ...banner.map((passage): CorpusPassage => ({ ...passage, split: "banner" })),
    ...signboard.map((passage): CorpusPassage => ({ ...passage, split: "signboard" })),
    ...billboard.map((passage): CorpusPassage => ({ ...passage, split: "billboard" })),
    ...hoarding.map((passage): CorpusPassage => ({ ...passage, split: "hoarding" })),
    ...marquee.map((passage): CorpusPassage => ({ ...passage, split: "marquee" })),
    ...pennant.map((passage): CorpusPassage => ({ ...passage, split: "pennant" })),
    ...awning.map((passage): CorpusPassage => ({ ...passage, split: "awning" })),
    ...streamer.map((passage): CorpusPassage => ({ ...passage, split: "streamer" })),
    ...bunting.map((passage): CorpusPassage => ({ ...passage, split: "bunting" })),
    ...pennon.map((passage): CorpusPassage => ({ ...passage, split: "pennon" })),
    ...ensign.map((passage): CorpusPassage => ({ ...passage, split: "ensign" })),
    ...guidon.map((passage): CorpusPassage => ({ ...passage, split: "guidon" })),
    ...gonfalon.map((passage): CorpusPassage => ({ ...passage, split: "gonfalon" })),
    ...oriflamme.map((passage): CorpusPassage => ({ ...passage, split: "oriflamme" })),
    ...burgee.map((passage): CorpusPassage => ({ ...passage, split: "burgee" })),
    ...labarum.map((passage): CorpusPassage => ({ ...passage, split: "labarum" })),
    ...vexillum.map((passage): CorpusPassage => ({ ...passage, split: "vexillum" })),
    ...standard.map((passage): CorpusPassage => ({ ...passage, split: "standard" })),
    ...tricolour.map((passage): CorpusPassage => ({ ...passage, split: "tricolour" })),
    ...pennoncel.map((passage): CorpusPassage => ({ ...passage, split: "pennoncel" })),
    ...jack.map((passage): CorpusPassage => ({ ...passage, split: "jack" })),
    ...vane.map((passage): CorpusPassage => ({ ...passage, split: "vane" })),
    ...banderole.map((passage): CorpusPassage => ({ ...passage, split: "banderole" })),
    ...fanion.map((passage): CorpusPassage => ({ ...passage, split: "fanion" })),
    ...swallowtail.map((passage): CorpusPassage => ({ ...passage, split: "swallowtail" })),
    ...cornet.map((passage): CorpusPassage => ({ ...passage, split: "cornet" })),
    ...pencel.map((passage): CorpusPassage => ({ ...passage, split: "pencel" })),
    ...pavilion.map((passage): CorpusPassage => ({ ...passage, split: "pavilion" })),
    ...drapeau.map((passage): CorpusPassage => ({ ...passage, split: "drapeau" })),
    ...banneret.map((passage): CorpusPassage => ({ ...passage, split: "banneret" })),
    ...gonfanon.map((passage): CorpusPassage => ({ ...passage, split: "gonfanon" })),
    ...windsock.map((passage): CorpusPassage => ({ ...passage, split: "windsock" })),
    ...halyard.map((passage): CorpusPassage => ({ ...passage, split: "halyard" })),
    ...finial.map((passage): CorpusPassage => ({ ...passage, split: "finial" })),
    ...canton.map((passage): CorpusPassage => ({ ...passage, split: "canton" })),
    ...hoist.map((passage): CorpusPassage => ({ ...passage, split: "hoist" })),
    ...grommet.map((passage): CorpusPassage => ({ ...passage, split: "grommet" })),
    ...toggle.map((passage): CorpusPassage => ({ ...passage, split: "toggle" })),
    ...lanyard.map((passage): CorpusPassage => ({ ...passage, split: "lanyard" })),
    ...cleat.map((passage): CorpusPassage => ({ ...passage, split: "cleat" })),
    ...roundel.map((passage): CorpusPassage => ({ ...passage, split: "roundel" })),
    ...staff.map((passage): CorpusPassage => ({ ...passage, split: "staff" })),
    ...masthead.map((passage): CorpusPassage => ({ ...passage, split: "masthead" })),
    ...truck.map((passage): CorpusPassage => ({ ...passage, split: "truck" })),
    ...fly.map((passage): CorpusPassage => ({ ...passage, split: "fly" })),
    ...pole.map((passage): CorpusPassage => ({ ...passage, split: "pole" })),
    ...ferrule.map((passage): CorpusPassage => ({ ...passage, split: "ferrule" })),
    ...crest.map((passage): CorpusPassage => ({ ...passage, split: "crest" })),
    ...sleeve.map((passage): CorpusPassage => ({ ...passage, split: "sleeve" })),
    ...tassel.map((passage): CorpusPassage => ({ ...passage, split: "tassel" })),
    ...fringe.map((passage): CorpusPassage => ({ ...passage, split: "fringe" })),
    ...cord.map((passage): CorpusPassage => ({ ...passage, split: "cord" })),
    ...braid.map((passage): CorpusPassage => ({ ...passage, split: "braid" })),
    ...ribbon.map((passage): CorpusPassage => ({ ...passage, split: "ribbon" })),
    ...pommel.map((passage): CorpusPassage => ({ ...passage, split: "pommel" })),
    ...cravat.map((passage): CorpusPassage => ({ ...passage, split: "cravat" })),
  ];
})();
