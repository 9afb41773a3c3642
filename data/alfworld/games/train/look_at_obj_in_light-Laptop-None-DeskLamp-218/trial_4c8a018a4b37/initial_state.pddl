(define (problem plan_trial_4c8a018a4b37)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Laptop_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__plus_01_dot_69 - object
        KeyChain_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__plus_03_dot_34 - object
        CreditCard_bar__plus_00_dot_73_bar__plus_00_dot_69_bar__plus_04_dot_11 - object
        CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_48_bar__plus_04_dot_32 - object
        Newspaper_bar__plus_00_dot_63_bar__plus_00_dot_75_bar__plus_04_dot_35 - object
        Pillow_bar__minus_02_dot_30_bar__plus_00_dot_28_bar__plus_03_dot_49 - object
        Statue_bar__minus_01_dot_27_bar__plus_00_dot_15_bar__plus_02_dot_72 - object
        RemoteControl_bar__plus_00_dot_81_bar__plus_00_dot_25_bar__plus_06_dot_70 - object
        DeskLamp_bar__minus_03_dot_50_bar__plus_00_dot_18_bar__plus_01_dot_82 - object
        CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 - receptacle
        DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 - receptacle
        Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 - receptacle
        GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 - receptacle
        SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 - receptacle
        SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 - receptacle
        Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 - receptacle
        loc_bar__minus_10_bar_8_bar_3_bar_30 - location
        loc_bar__minus_26_bar_13_bar_2_bar_30 - location
        loc_bar__minus_26_bar_20_bar_1_bar_30 - location
        loc_bar__minus_27_bar_22_bar_1_bar_30 - location
        loc_bar__minus_2_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_15_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_0_bar_30 - location
        loc_bar_0_bar_13_bar_1_bar_30 - location
        loc_bar_0_bar_16_bar_1_bar_30 - location
        loc_bar_0_bar_9_bar_0_bar_30 - location
        loc_bar_3_bar_20_bar_2_bar_30 - location
        loc_bar_3_bar_23_bar_0_bar_30 - location
    )
(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 loc_bar_0_bar_9_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 loc_bar_0_bar_12_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 loc_bar_0_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 loc_bar_0_bar_16_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (receptacleType Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 loc_bar_3_bar_20_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 loc_bar_3_bar_23_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (objectType Laptop_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__plus_01_dot_69 LaptopType)
        (inReceptacle Laptop_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__plus_01_dot_69 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation Laptop_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__plus_01_dot_69 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (pickupable Laptop_bar__minus_03_dot_26_bar__plus_00_dot_29_bar__plus_01_dot_69)
        (objectType KeyChain_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__plus_03_dot_34 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__plus_03_dot_34 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (objectAtLocation KeyChain_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__plus_03_dot_34 loc_bar_0_bar_13_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__plus_03_dot_34)
        (objectType CreditCard_bar__plus_00_dot_73_bar__plus_00_dot_69_bar__plus_04_dot_11 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_73_bar__plus_00_dot_69_bar__plus_04_dot_11 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (objectAtLocation CreditCard_bar__plus_00_dot_73_bar__plus_00_dot_69_bar__plus_04_dot_11 loc_bar_0_bar_16_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_73_bar__plus_00_dot_69_bar__plus_04_dot_11)
        (objectType CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_48_bar__plus_04_dot_32 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_48_bar__plus_04_dot_32 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10)
        (objectAtLocation CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_48_bar__plus_04_dot_32 loc_bar_0_bar_12_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_02_bar__plus_00_dot_48_bar__plus_04_dot_32)
        (objectType Newspaper_bar__plus_00_dot_63_bar__plus_00_dot_75_bar__plus_04_dot_35 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_63_bar__plus_00_dot_75_bar__plus_04_dot_35 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (objectAtLocation Newspaper_bar__plus_00_dot_63_bar__plus_00_dot_75_bar__plus_04_dot_35 loc_bar_0_bar_16_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_63_bar__plus_00_dot_75_bar__plus_04_dot_35)
        (objectType Pillow_bar__minus_02_dot_30_bar__plus_00_dot_28_bar__plus_03_dot_49 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_30_bar__plus_00_dot_28_bar__plus_03_dot_49 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_30_bar__plus_00_dot_28_bar__plus_03_dot_49 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_30_bar__plus_00_dot_28_bar__plus_03_dot_49)
        (objectType Statue_bar__minus_01_dot_27_bar__plus_00_dot_15_bar__plus_02_dot_72 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_27_bar__plus_00_dot_15_bar__plus_02_dot_72 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation Statue_bar__minus_01_dot_27_bar__plus_00_dot_15_bar__plus_02_dot_72 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Statue_bar__minus_01_dot_27_bar__plus_00_dot_15_bar__plus_02_dot_72)
        (objectType RemoteControl_bar__plus_00_dot_81_bar__plus_00_dot_25_bar__plus_06_dot_70 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_81_bar__plus_00_dot_25_bar__plus_06_dot_70 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation RemoteControl_bar__plus_00_dot_81_bar__plus_00_dot_25_bar__plus_06_dot_70 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_81_bar__plus_00_dot_25_bar__plus_06_dot_70)
        (objectType DeskLamp_bar__minus_03_dot_50_bar__plus_00_dot_18_bar__plus_01_dot_82 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_03_dot_50_bar__plus_00_dot_18_bar__plus_01_dot_82 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation DeskLamp_bar__minus_03_dot_50_bar__plus_00_dot_18_bar__plus_01_dot_82 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (toggleable DeskLamp_bar__minus_03_dot_50_bar__plus_00_dot_18_bar__plus_01_dot_82)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (atLocation agent1 loc_bar__minus_27_bar_22_bar_1_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    