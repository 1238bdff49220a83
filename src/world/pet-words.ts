/**
 * The pet's own words: every word its training lines and diary pages use without the prompt holding it, written by
 * models/recipe/pet-words.ts (2500 generated sessions and the phrase banks; do not edit by hand). A new pet
 * line or diary page may use these and any word of its prompt (names, the owner's words, remembered facts), nothing
 * else: the validator's unknown-word rule, kept while sampling by the line grammar (src/world/known-words.ts).
 */
export const PET_WORDS: readonly string[] = `
a about absolutely accepted achievement achoo actually admit adult adventure adventures afraid after afternoon
again age ago agrees ah ahead ahh ails alert alive all almost alone along already alright also always am
amazing an and angels animal annoying another any anymore anyone anything anytime anyway anywhere apology
apple are arms around art as ask asking asleep assure at ate attack aw awake away aweady awesome awful awkward
aww ba baa baby back bad badly baff ball balloon banana barely basically bath be beans bear beats bed bedtime
been beep beetle before begun behind being believe believed belly best besties bet better between beyond bff
big bigger biggest biggie bird birds bit bite blah blank blanket blankets bleh blew blinked blocks bloop
blowing blue blush boat boing boingy boogie boom boop boored boots bop bored boring both bounce bouncing
bouncy bowed box brain brand brave braver breakfast breath breathe breaths breeze brekkie bright brighter
brightly brilliant brings broom brr bubble bubbles bubbly buddies buddy built bunny burst bursting busy but
butterfly buzzing by bye calculator call called calling calm came can can't care careful carrot cat catch
catches catching caught cave certainly champion charged chased chats chatted chatty check checking cheer
cheerful cheering cheery chill chilling choice clap classic clean cleaner cleanest cleaning clear clever
climbed close closed closing cloud clouds cloudy clue code cold collect collected collection colours coma come
comfy coming company complaining completely computer confused content cookie cookies cool corner cosy couch
could couldn't count counted course covered cozy crayon crayons creature cringe crossed crossing crumb crush
cry cuddle cuddles cuddly curious curl cute da daisy dance dancey dancing dark dat day days daytime dead deal
dear dearest dearly decent dee deep delicious delighted deserve di diary diary's did didn't die dinner dirt
dirty dis dizzy do does dog doing don't done doo doodle door down drank draw drawed drawing dream dreamed
dreamland dreams dreamy drew drip drizzly droop droopy drop drowsy dub duck duh dull dumb dunno duper dust
dusty each earlier early earned ears easier easy eat eaten eating ee eek egg eh either else embarrassing empty
end energy enjoy enjoying enough entertain even evening evenings ever every everybody everything everywhere
excited excitement exciting excuse exhausted exhausting exploring eye eyed eyelids eyes face faced faces
fading fair fall falling family famished fank fanks far fast faster fault favourite feather fed feed feel
feeling feelings feels feet felt few fiddle fill filthy finally find fine fingers firefly first fit five flew
flies flips floated floating floor flower fluffy fly flying fog foggy follow followed fond fondly food foodie
foot for forever forget forgetful forgive forgiven forgot forgotten fort fortune found fresh friend friends
frog from frustrating full fun functioning funny fur future gadgets game games garden gave gentle gently get
getting ghost ghosts giant giddy gift gifts giggle giggling gigi gimme give giving glad gleam gleaming glitter
gloomy glowed glug gm gn go goes going gold goldfish gone gonna goo good goodbye goodnight got grab great grew
grey groove groovy gross ground growing growling grown grr grubby grumble grumbling grumpy guess guessed
guilty gulp gwumble ha had haha hahaha hair half hand hands hang hanging happen happened happens happier
happiest happiness happy hard hardly has hasn't hat have haven't having he head health healthy hear heard
hearing heart heavy hee heh hehe hehehe held hello help helped her here here's hers herself hewwo hey hi hid
hide hides hiding high higher hihihi hii hill him himself hip his hiya hmm hmph hold home honest honestly
hooray hop hope hoping hoppy house how how'd hug huge hugging hugs huh hum hummed humph hundred hungry hungy
hurt hurts hush hyped hyper i i'd i'll i'm i've icky idea idk if ig ill impressed in inside interesting
internet into is ish isn't it it's its join joke joking joy joyful judge jump jumped jumpy just k keep keeping
kept kid kind kinda kiss kite kitten knew knock know known knows la ladybug lala landed last late later laugh
laughed laughing leaf learned learning leave leaves leaving led lee left legs let let's lie life light lights
like liked likes lil lined lion listen listened listening literally little live lively lives living lol lonely
long longer look looked looking looks lost lot lots loud love lovely low lu luck lucky lunch mad made magic
make makes making manage many masterpiece math maths matter may maybe me meal mean means medicine medium
medsin meet meh memory mess message messy met mhm middle might mind mine minutes miss missed misses mistake
mistaken misty mm mmh mmkay mo mode moment mood moody moon more mornin morning most mostest mostly mountain
move moves moving much mucky mumble munch munched music must mwah my myself mystery nah nailed name name's
named names nap napped naps nearly neat need needed never new news next nibble nibbled nice nicely nicer
nicest nigh night nightlight nighty ning nini no nobody noises nom none nonstop noo noodle nope nose not noted
nothing noticed noticing now np nuffin nuh numbers obviously of off oh ok okay okie old older omg on once one
ones only oof ooh oops oopsie open or orange other ouchie our out outside over overcast overdue overflowing ow
owie own owner page pages pancake part party pass past pat pats patter paw paws peaceful peak peasy pebble
peckish pee peek peekaboo perfect perfectly perhaps person pet petals pfft phone phones pic pick picked picnic
picture pillow pink pinky pitter place play played playful playing please pleasure plenty pls pocket pockets
pong poop poor poorly pop popped potato pouring power practice practise predict present presentable pretend
pretty probably problem program promise proud psst psychic puddle puddles purr putting puzzle pway pwease
question quiet quite race raced rain raining rainy raising random rather reached read reading ready real
really recently reek refreshed regret remember remembered remembers rest rested resting right rise rn roaring
robot rocket rode room rooting rough round row rub rubbed rude rules rumble rumbles rumbling rumbly run
running sad sadly safe said same sat save saved saving saw say saying says scared scares scary scientist
screen scribble scrub scrubbed scruffy search searching secret see seek seem seen send sending sense seriously
service set shadow shake shall she sheep sheet shelf shell shh shine shiniest shining shiny should show showed
shower shriek shut shy sick silly sing sit sized sketch skies sky slap slaps sleep sleeping sleepy slept
slightly slipped slow slowly slump small smell smelled smells smelly smile smiles smiling smol smudge smudges
snack snacks snail snailor sneezed sniff sniffle sniffly snooze snoozy snore snow snowflakes snowing snowman
snowy snuggle snuggles so sock socks soft softly solid some someone something sometime sometimes song songs
soo soon soothing sorry sort sound sounds soup south sowwy sparkle sparkling sparkly special spider spin
spinning spinny splash splashed splashy splish spot spotless spwash squeaky squeeze squish stage star stars
start started starting starving stay stayed steadily step stick still stink stinker stinky stomach stone stop
stories storm story strawberry stretch stroll strong stuck stuff stuffed stung such sucks suits sum sums sun
sun's sunny sunset sunshine sup super superstar sure surprise surprised surprises swamp sway swaying sweep
sweepy sweet swept swish ta tag take talk talked tank tap tapping tasted tastes tasty tbh teach teacher team
tech techy tee teehee teen teeny tell teller telling terrible terribly than thank thanks that that's the them
then there there's these they thick thing things think thinking this tho thoroughly though thought thoughtful
thrilled through throw tick tickle tickled tickles tidy tight time tiny tip tired tiwed to tock today toddle
toes together token told tomorrow too took top toss totally toy tra trail treasure treasures treats trees
trick tricky tried trot trouble true truly trust try trying tuck tummies tummy tummy's tune turn turning
tweedle twice twinkle twirl twirly type types ugh uh um under understand understood untidy unwell up us use
used usual utterly vent very vibe vibes visit visited voice waah wah wait waited waiting wake wakey walk
walking wall walls wanna want wants warm warms was wash washed wasn't watch watched water wave waved waving
way we we'll we're weather wee weird weirdly welcome well went were wet wha what what's whatever whee when
where where's whiffy while whirly white who who's whoa whole whoosh why wide wifi wiggle wiggly wiggy wild
will win wind wind's winding window windowsill windy winning wiped wired wise wish wished wishes wishing with
without wobble wobbly woke won won't wonder wonderful wonderfully woo woof woohoo word words work works world
worn worried worries worry worse worst would wouldn't wow wrapped write written wrong wrote ya yaawn yaay yarn
yawn yawning yawny yawwn yay yeah years yelling yep yes yesterday yesterdays yet yew yippee yo you you'd
you'll you're you've young your yours yourself yuck yucky yum yummy zero zippy zoom zoomed zoomy zz
`.split(/\s+/).filter(Boolean);
