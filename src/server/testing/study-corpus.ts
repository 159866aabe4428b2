/**
 * Study texts for the AI quality tests, written for them: history, biology and programming,
 * two passages each, of the length a student pastes from lecture notes.
 */
export const studyCorpus: { subject: string; title: string; text: string }[] = [
  {
    subject: "history",
    title: "The French Revolution",
    text: `The French Revolution began in 1789 and reshaped politics across Europe. Louis XVI called the Estates-General in May 1789 because the monarchy faced a severe financial crisis. The Third Estate represented the common people and declared itself the National Assembly in June 1789. On 14 July 1789, crowds in Paris stormed the Bastille, a royal fortress and prison. The National Assembly adopted the Declaration of the Rights of Man and of the Citizen in August 1789. The declaration proclaimed liberty, equality and popular sovereignty as the foundations of government. In 1791 the Assembly produced a written constitution that created a constitutional monarchy. The monarchy was abolished in September 1792, and France became a republic. Louis XVI was executed by guillotine in January 1793. The Committee of Public Safety, led by Maximilien Robespierre, organised the Reign of Terror in 1793 and 1794. Thousands of suspected enemies of the revolution were executed during the Terror. Robespierre himself was arrested and executed in July 1794. The Directory governed France from 1795 until 1799. Napoleon Bonaparte seized power in a coup in November 1799 and became First Consul.`,
  },
  {
    subject: "history",
    title: "The Industrial Revolution",
    text: `The Industrial Revolution started in Britain in the second half of the eighteenth century. Britain had large deposits of coal and iron ore, which supplied fuel and raw materials for industry. The textile industry was the first to adopt mechanised production in factories. James Hargreaves invented the spinning jenny around 1764, which allowed one worker to spin several threads at once. Richard Arkwright built the water frame and opened a cotton mill at Cromford in 1771. James Watt improved the steam engine in 1769 by adding a separate condenser. The improved steam engine powered factories, mines and later railways. George Stephenson built the locomotive Rocket, which won the Rainhill Trials in 1829. The Liverpool and Manchester Railway opened in 1830 as the first intercity railway. Rapid urbanisation brought crowded housing and poor sanitation to cities such as Manchester. Child labour was common in early factories and mines. The Factory Act of 1833 limited the working hours of children in textile mills. Trade unions grew as workers organised to demand better wages and conditions.`,
  },
  {
    subject: "biology",
    title: "Cells and energy",
    text: `The cell is the basic unit of life. Every cell is surrounded by a plasma membrane that controls what enters and leaves. Eukaryotic cells keep their genetic material inside a nucleus, while prokaryotic cells have no nucleus. The mitochondrion is the organelle where cellular respiration takes place. Cellular respiration converts glucose and oxygen into carbon dioxide, water and adenosine triphosphate. Adenosine triphosphate is the molecule that stores and transfers energy within cells. Photosynthesis takes place in the chloroplasts of plant cells. Chloroplasts contain chlorophyll, a green pigment that absorbs light energy. During photosynthesis, carbon dioxide and water are converted into glucose and oxygen. Ribosomes are the structures that assemble proteins from amino acids. The endoplasmic reticulum transports proteins and lipids through the cell. The Golgi apparatus modifies, sorts and packages proteins for secretion. Lysosomes contain digestive enzymes that break down worn-out organelles. Plant cells have a rigid cell wall made of cellulose.`,
  },
  {
    subject: "biology",
    title: "Genetics",
    text: `Gregor Mendel studied inheritance by crossing pea plants in the 1860s. Mendel showed that traits are passed on by discrete units, which are now called genes. A gene is a segment of deoxyribonucleic acid that codes for a protein. Deoxyribonucleic acid is a double helix made of two strands of nucleotides. James Watson and Francis Crick described the double helix structure in 1953. Rosalind Franklin produced the X-ray images that revealed the helical shape. Each nucleotide contains a sugar, a phosphate group and one of four bases. Adenine pairs with thymine, and guanine pairs with cytosine. Different versions of the same gene are called alleles. A dominant allele masks the effect of a recessive allele in a heterozygous organism. Mutation is a change in the sequence of bases in the genetic material. Meiosis produces gametes with half the number of chromosomes of the parent cell. Humans have 46 chromosomes arranged in 23 pairs.`,
  },
  {
    subject: "programming",
    title: "Programming basics",
    text: `A variable is a named storage location that holds a value. A function is a reusable block of code that performs a specific task. Parameters are the names a function uses for the values it receives. A loop repeats a block of code while a condition remains true. An array stores an ordered collection of values that are accessed by index. In most languages, the first element of an array has index 0. A string is a sequence of characters, such as a word or a sentence. A boolean has only two possible values, true and false. Recursion happens when a function calls itself to solve a smaller version of the same problem. Every recursive function needs a base case that stops the recursion. A compiler translates source code into machine code before the program runs. An interpreter executes source code line by line while the program runs. Python was created by Guido van Rossum and first released in 1991.`,
  },
  {
    subject: "programming",
    title: "Data structures and algorithms",
    text: `An algorithm is a finite sequence of steps that solves a problem. Big O notation describes how the running time of an algorithm grows with the size of its input. Linear search checks each element in turn and runs in linear time. Binary search repeatedly halves a sorted array and runs in logarithmic time. A stack is a collection where the last element added is the first one removed. A queue is a collection where the first element added is the first one removed. A hash table maps keys to values and offers constant time lookups on average. A binary tree is a structure in which each node has at most two children. Merge sort divides a list into halves, sorts each half and merges the results. Quicksort picks a pivot and partitions the other elements around it. Dijkstra's algorithm finds the shortest paths from one node in a weighted graph. Edsger Dijkstra published the shortest path algorithm in 1959. Dynamic programming solves problems by storing the answers to overlapping subproblems.`,
  },
];
